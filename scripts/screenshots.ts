/**
 * `npm run screenshots`: starts the demo on the simulator and photographs the chat in every state
 * (empty, answered with a table and sources, reasoning, clarification, error, launcher open), light
 * and dark, at 320, 768 and 1280 px, into `docs/images/gallery/`, and writes `docs/gallery.md`
 * showing them side by side; then the same states in Chromium, Firefox and WebKit side by side
 * (engine-gallery.ts); then the README's pictures into `docs/images/`. Pixels are what users see:
 * look at the gallery after a visual change. `npm run screenshots -- engines` retakes the engine
 * section only.
 */
import {spawn} from 'node:child_process';
import {mkdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {chromium} from 'playwright';
import type {Browser, Page} from 'playwright';
import {chromiumLaunchOptions} from '../test/helpers/chromium.ts';
import {shootEngines} from './engine-gallery.ts';

const GALLERY = 'docs/images/gallery';
const WIDTHS = [320, 768, 1280] as const;
const SCHEMES = ['light', 'dark'] as const;

/** What the proxy answers when the agent service is down: the error state as a user meets it. */
const UPSTREAM_DOWN = {
  status: 502,
  contentType: 'application/json',
  body: JSON.stringify({
    error: {
      status: 502,
      code: 'upstream_unavailable',
      message: 'The agent service is unavailable. Please try again in a moment.',
    },
  }),
};

// Port 0: the system picks a free one, so the gallery never collides with a demo already running.
const demo = spawn('npx', ['tsx', 'demo/server.ts', '--port', '0', '--pace', 'fast'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  // Its own process group, so that stopping it also stops the server npx started.
  detached: true,
});
const base = await new Promise<string>((resolve, reject) => {
  let out = '';
  demo.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const url = /demo on (http:\/\/\S+\/)/.exec(out)?.[1];
    if (url) resolve(url);
  });
  demo.on('exit', (code) => {
    reject(new Error(`the demo exited with ${String(code)}`));
  });
});

const chatOf = (page: Page) => page.locator('wealth-agent-chat');

const ask = async (page: Page, kind: 'compare' | 'clarify' | 'wealth'): Promise<void> => {
  await page.locator(`.suggestion[data-kind="${kind}"]`).click();
};

/** Scrolls the conversation so that `selector` (inside the chat) is in view, as a reader would. */
const reveal = async (page: Page, selector: string, block: ScrollLogicalPosition = 'start') => {
  await chatOf(page)
    .locator(selector)
    .first()
    .evaluate((node, where) => {
      node.scrollIntoView({block: where, inline: 'nearest'});
    }, block);
};

/** Each state: how to reach it from a fresh demo page, and whether to photograph the whole page. */
const STATES: {
  name: string;
  title: string;
  reach: (page: Page) => Promise<void>;
  viewport?: boolean;
}[] = [
  {name: 'empty', title: 'Empty, with the welcome', reach: async () => {}},
  {
    name: 'answered',
    title: 'Answered: a comparison table and its sources',
    reach: async (page) => {
      await ask(page, 'compare');
      await chatOf(page).locator('[part~="message-actions"]').waitFor();
      // The table from its top: centred, the log's top edge slices whatever is above it.
      await reveal(page, '[part~="assistant-message"] table');
    },
  },
  {
    name: 'reasoning',
    title: 'Reasoning steps, opened after the answer',
    reach: async (page) => {
      // The switch's styled track covers the checkbox, as the pointer finds it.
      await page.locator('#thinking').check({force: true});
      await ask(page, 'wealth');
      await chatOf(page).locator('[part~="message-actions"]').waitFor();
      await chatOf(page).locator('[part~="thinking"] summary').click();
      await reveal(page, '[part~="user-message"]');
    },
  },
  {
    name: 'clarification',
    title: 'Clarification form, one option chosen',
    reach: async (page) => {
      await ask(page, 'clarify');
      const form = chatOf(page).locator('[part~="clarification"]');
      await form.waitFor();
      // Where the chat leaves it: the question on top, the form under it. A click event, not
      // Playwright's check(): that scrolls the log to centre the option in the window first.
      await form.locator('input[type="radio"]').first().dispatchEvent('click');
    },
  },
  {
    name: 'error',
    title: 'Error: the agent service is down',
    reach: async (page) => {
      await page.route('**/api/chat', (route) => route.fulfill(UPSTREAM_DOWN));
      await ask(page, 'wealth');
      await chatOf(page).locator('[part~="error"]').waitFor();
    },
  },
  {
    name: 'launcher',
    title: 'Launcher layout, opened',
    viewport: true,
    reach: async (page) => {
      await page.locator('input[name="layout"][value="launcher"]').check();
      await chatOf(page).locator('[part~="launcher"]').click();
      await chatOf(page).locator('[part~="panel"]').waitFor();
      // The page as a visitor first sees it: the panel over the top of the site, not mid-page.
      // Instantly: the demo scrolls smoothly, and a picture mid-scroll shifts the fixed panel.
      await page.evaluate(() => {
        window.scrollTo({top: 0, behavior: 'instant'});
      });
    },
  },
];

const shoot = async (
  browser: Browser,
  width: number,
  scheme: 'light' | 'dark',
  state: (typeof STATES)[number],
): Promise<string> => {
  const page = await browser.newPage({viewport: {width, height: 800}, colorScheme: scheme});
  page.setDefaultTimeout(20_000);
  try {
    await page.goto(base);
    await state.reach(page);
    // The scroll, a focus ring or an image that settles in the next frames.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const file = `${GALLERY}/${state.name}-${scheme}-${String(width)}.png`;
    if (state.viewport) await page.screenshot({path: file});
    else await page.locator('#frame').screenshot({path: file});
    return file;
  } finally {
    await page.close();
  }
};

const pictureOf = (state: string, scheme: string, width: number) =>
  `${GALLERY}/${state}-${scheme}-${String(width)}.png`;

const gallery = (engineSection: string[]): string => {
  const lines = [
    '# Gallery',
    '',
    'Every state of the chat, light and dark, at 320, 768 and 1280 CSS px, as the demo shows it with',
    'its default brand. `npm run screenshots` writes this page and its pictures again; look at them',
    'after a visual change.',
    '',
  ];
  for (const state of STATES) {
    lines.push(`## ${state.title}`, '');
    for (const scheme of SCHEMES) {
      lines.push(`${scheme === 'light' ? 'Light' : 'Dark'}:`, '', '<p>');
      for (const width of WIDTHS) {
        const file = pictureOf(state.name, scheme, width);
        const shown = Math.round(width / 4);
        lines.push(
          `  <img src="${file.replace(/^docs\//, '')}" alt="${state.title}, ${scheme}, ${String(width)} px wide" width="${String(shown)}">`,
        );
      }
      lines.push('</p>', '');
    }
  }
  return [...lines, ...engineSection].join('\n');
};

const enginesOnly = process.argv[2] === 'engines';
if (!enginesOnly) rmSync(GALLERY, {recursive: true, force: true});
mkdirSync(GALLERY, {recursive: true});
const browser = await chromium.launch(chromiumLaunchOptions);
let bytes = 0;
try {
  for (const state of enginesOnly ? [] : STATES) {
    for (const scheme of SCHEMES) {
      for (const width of WIDTHS) {
        const file = await shoot(browser, width, scheme, state);
        bytes += statSync(file).size;
      }
    }
  }
  const enginePage = await browser.newPage();
  enginePage.setDefaultTimeout(20_000);
  writeFileSync('docs/gallery.md', gallery(await shootEngines(base, enginePage)));
  await enginePage.close();

  // The README's two contrasting themes: the chat frame, as a bank's client would see it.
  for (const [preset, scheme, file] of enginesOnly
    ? []
    : ([
        [0, 'light', 'theme-classic'],
        [2, 'dark', 'theme-graphite'],
      ] as const)) {
    const page = await browser.newPage({viewport: {width: 1100, height: 900}, colorScheme: scheme});
    page.setDefaultTimeout(20_000);
    await page.goto(base);
    await page.locator('#presets input[type="radio"]').nth(preset).check();
    await ask(page, 'compare');
    await chatOf(page).locator('[part~="message-actions"]').waitFor();
    await chatOf(page)
      .locator('[part~="log"]')
      .evaluate((log) => {
        log.scrollTop = 0;
      });
    await page.locator('#frame').screenshot({path: `docs/images/${file}.png`});
    bytes += statSync(`docs/images/${file}.png`).size;
    await page.close();
  }
} finally {
  await browser.close();
  if (demo.pid !== undefined) process.kill(-demo.pid);
}
console.log(
  enginesOnly
    ? 'Wrote docs/gallery.md and the pictures of its engine section.'
    : `Wrote docs/gallery.md and its ${String(STATES.length * SCHEMES.length * WIDTHS.length)} pictures (${(bytes / 1e6).toFixed(1)} MB in all), and its engine section.`,
);
