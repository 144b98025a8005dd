/**
 * The gallery's engine section: the demo in Chromium, Firefox and WebKit, side by side, in the
 * states a client meets most (answered, reasoning, clarification, the launcher open), light and
 * dark. Each engine is reached through the end-to-end checks' driver (test/engines/driver.ts), so
 * every step is the same script in the page; dark is the demo's theme switch, which every engine
 * takes alike (only Playwright emulates the system's preference).
 */
import {mkdirSync} from 'node:fs';
import {expression, openBrowser, waitFor, type Driver} from '../test/engines/driver.ts';
import type {Engine} from '../test/helpers/engines.ts';
import type {Page} from 'playwright';

export const ENGINE_NAMES: Record<Engine, string> = {
  chromium: 'Chromium',
  firefox: 'Firefox',
  webkit: 'WebKit',
};
const ENGINES = Object.keys(ENGINE_NAMES) as Engine[];
const SCHEMES = ['light', 'dark'] as const;
const DIR = 'docs/images/gallery/engines';
const WIDTH = 768;
const HEIGHT = 800;

/**
 * A step of a state: a click on the page (`page`) or in the chat (`chat`), a part of the chat
 * waited for, or one scrolled to in its log, as a reader scrolls (only the log: the page stays put
 * for the picture). Each runs in the page as one function of its own.
 */
type Step =
  | {page: string}
  | {chat: string}
  | {wait: string}
  | {reveal: string; block: 'start' | 'center' | 'end'};

const clickOnPage = (selector: string) => {
  document.querySelector<HTMLElement>(selector)?.click();
};

const clickInChat = (selector: string) => {
  document
    .querySelector('wealth-agent-chat')
    ?.shadowRoot?.querySelector<HTMLElement>(selector)
    ?.click();
};

const inChat = (selector: string) =>
  Boolean(document.querySelector('wealth-agent-chat')?.shadowRoot?.querySelector(selector));

/** Scrolls the chat's log so that `selector` sits at its start, centre or end. */
const reveal = (selector: string, block: 'start' | 'center' | 'end') => {
  const root = document.querySelector('wealth-agent-chat')?.shadowRoot;
  const log = root?.querySelector<HTMLElement>('[part~="log"]');
  const target = root?.querySelector(selector);
  if (!log || !target) return false;
  const box = target.getBoundingClientRect();
  const view = log.getBoundingClientRect();
  const room = log.clientHeight - box.height;
  const offset = block === 'start' ? 0 : block === 'center' ? room / 2 : room;
  log.scrollTop += box.top - view.top - offset;
  return true;
};

const ANSWERED = '[part~="message-actions"]';
const OPTION = '[part~="clarification"] input[type="radio"]';

const STATES: {name: string; title: string; viewport?: boolean; steps: Step[]}[] = [
  {
    name: 'answered',
    title: 'Answered: a comparison table and its sources',
    steps: [
      {page: '.suggestion[data-kind="compare"]'},
      {wait: ANSWERED},
      {reveal: '[part~="assistant-message"] table', block: 'center'},
    ],
  },
  {
    name: 'reasoning',
    title: 'Reasoning steps, opened after the answer',
    steps: [
      // Turned on, unless the demo kept it on from the last picture.
      {page: '#thinking:not(:checked)'},
      {page: '.suggestion[data-kind="wealth"]'},
      {wait: ANSWERED},
      {chat: '[part~="thinking"] summary'},
      {reveal: '[part~="user-message"]', block: 'start'},
    ],
  },
  {
    name: 'clarification',
    title: 'Clarification form, one option chosen',
    steps: [
      {page: '.suggestion[data-kind="clarify"]'},
      {wait: OPTION},
      {chat: OPTION},
      {reveal: '[part~="clarification"]', block: 'end'},
    ],
  },
  {
    name: 'launcher',
    title: 'Launcher layout, opened',
    viewport: true,
    steps: [
      {page: 'input[name="layout"][value="launcher"]'},
      {wait: '[part~="launcher"]'},
      {chat: '[part~="launcher"]'},
      {wait: '[part~="panel"]'},
    ],
  },
];

/** Playwright's Chromium page, as the driver the other two engines have. */
export const chromiumDriver = (page: Page): Driver => ({
  engine: 'chromium',
  goto: async (url) => {
    await page.goto(url);
  },
  reload: async () => {
    await page.reload();
  },
  evaluate: async (fn, ...args) => await page.evaluate<never>(expression(fn, args)),
  press: (key) => page.keyboard.press(key),
  setViewport: async (width, height) => {
    await page.setViewportSize({width, height});
    return {width, height};
  },
  screenshot: async (path, selector) => {
    if (selector === undefined) await page.screenshot({path});
    else await page.locator(selector).screenshot({path});
  },
  close: () => page.close(),
});

const file = (state: string, scheme: string, engine: Engine) =>
  `${DIR}/${state}-${scheme}-${engine}.png`;

/** Photographs every state, light and dark, with `driver`, on the demo at `base`. */
const shootWith = async (driver: Driver, base: string): Promise<void> => {
  await driver.setViewport(WIDTH, HEIGHT);
  for (const state of STATES) {
    for (const scheme of SCHEMES) {
      await driver.goto(base);
      await waitFor(driver, 'the demo and its chat', () =>
        Boolean(
          document.querySelector('.suggestion[data-kind="compare"]') &&
          document.querySelector('wealth-agent-chat')?.shadowRoot?.querySelector('[part~="input"]'),
        ),
      );
      await driver.evaluate((value: string) => {
        // The demo keeps the conversation across reloads: each picture starts from an empty one.
        document.querySelector('wealth-agent-chat')?.reset();
        const theme = document.querySelector<HTMLSelectElement>('#theme');
        if (!theme) return;
        theme.value = value;
        theme.dispatchEvent(new Event('change', {bubbles: true}));
      }, scheme);
      for (const step of state.steps) {
        if ('page' in step) await driver.evaluate(clickOnPage, step.page);
        else if ('chat' in step) await driver.evaluate(clickInChat, step.chat);
        else if ('wait' in step) await waitFor(driver, step.wait, inChat, step.wait);
        else await waitFor(driver, step.reveal, reveal, step.reveal, step.block);
      }
      // The chat's frame at the top of the viewport, below the demo's sticky header, in every
      // engine alike (WebKitGTK's driver photographs an element at the wrong place).
      if (!state.viewport) {
        await driver.evaluate(() =>
          document.querySelector('#frame')?.scrollIntoView({behavior: 'instant'}),
        );
      }
      // The scroll, an opened details element or a focus ring settle in the next frames.
      await driver.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const path = file(state.name, scheme, driver.engine);
      await driver.screenshot(path);
    }
  }
};

/**
 * Photographs the engine section in each engine, Chromium through `chromium` (a Playwright page),
 * the others each in its own browser; returns the section's markdown lines.
 */
export const shootEngines = async (base: string, chromium: Page): Promise<string[]> => {
  mkdirSync(DIR, {recursive: true});
  await shootWith(chromiumDriver(chromium), base);
  for (const engine of ['firefox', 'webkit'] as const) {
    const driver = await openBrowser(engine);
    try {
      await shootWith(driver, base);
    } finally {
      await driver.close();
    }
  }
  const lines = [
    '## In every engine',
    '',
    `The same states at ${String(WIDTH)} CSS px in ${ENGINES.map((engine) => ENGINE_NAMES[engine]).join(', ')}, left to`,
    "right (Debian's Chromium, Firefox ESR and WebKitGTK), dark through the demo's theme switch.",
    '',
  ];
  for (const state of STATES) {
    lines.push(`### ${state.title}`, '');
    for (const scheme of SCHEMES) {
      lines.push(`${scheme === 'light' ? 'Light' : 'Dark'}:`, '', '<p>');
      for (const engine of ENGINES) {
        lines.push(
          `  <img src="${file(state.name, scheme, engine).replace(/^docs\//, '')}" alt="${state.title}, ${scheme}, ${ENGINE_NAMES[engine]}" width="256">`,
        );
      }
      lines.push('</p>', '');
    }
  }
  return lines;
};
