/**
 * The end-to-end checks that matter in every engine a bank's clients use, here in Firefox or WebKit
 * (`WAC_ENGINE`; Chromium runs the fuller set under Playwright in test/e2e): the demo answering with
 * sources, the script-tag bundle under a strict CSP, the launcher on a phone, a conversation kept
 * across a reload, a stream stopped midway, and the pixels where a message scrolls under the
 * toolbar (the engines round a fractional edge each their own way).
 */
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, it} from 'node:test';
import {PNG} from 'pngjs';
import {engineFromEnv, freePort} from '../helpers/engines.js';
import {ensureStopped, readyOrExit, seen, start, type Child} from '../helpers/processes.js';
import {openBrowser, waitFor, type Driver} from './driver.js';
import {startBundlePage} from './bundle-page.js';

const engine = engineFromEnv();

/** In the page: what the chat shows of its last answer, and whether it is idle. */
const answerState = () => {
  const chat = document.querySelector('wealth-agent-chat');
  const root = chat?.shadowRoot;
  const answers = root?.querySelectorAll('[part~="assistant-message"]') ?? [];
  const answer = answers[answers.length - 1];
  return {
    answers: answers.length,
    users: root?.querySelectorAll('[part~="user-message"]').length ?? 0,
    text: (answer?.querySelector('.answer') ?? answer)?.textContent.trim() ?? '',
    sources: [...(answer?.querySelectorAll<HTMLAnchorElement>('[part~="sources"] a') ?? [])].map(
      (link) => link.href,
    ),
    citations: answer?.querySelectorAll('a.citation').length ?? 0,
    tables: answer?.querySelectorAll('table').length ?? 0,
    idle: root?.querySelector('[part~="send-button"]') !== null,
    errors: root?.querySelectorAll('[part~="error"]').length ?? 0,
  };
};

interface DoneWindow {
  /** The `wac-done` events the chat fired since the question was typed. */
  wacDone?: number;
}

/**
 * In the page: types `question` into the chat's input and focuses it, for Enter to send it, and
 * counts the chat's `wac-done` events from then on: an answer is whole on screen only once it
 * fired (the sources and the send button come back while a fast stream's last slices render).
 */
const typeQuestion = (question: string) => {
  const chat = document.querySelector('wealth-agent-chat');
  const input = chat?.shadowRoot?.querySelector<HTMLTextAreaElement>('[part~="input"]');
  if (!chat || !input) return false;
  const page = window as DoneWindow;
  if (page.wacDone === undefined) {
    chat.addEventListener('wac-done', () => {
      page.wacDone = (page.wacDone ?? 0) + 1;
    });
  }
  page.wacDone = 0;
  input.focus();
  input.value = question;
  input.dispatchEvent(new Event('input', {bubbles: true, composed: true}));
  return true;
};

const ask = async (driver: Driver, question: string) => {
  assert.ok(await waitFor(driver, 'the chat input', typeQuestion, question));
  await driver.press('Enter');
};

/** Waits for the last answer to be complete: `wac-done`, sources shown and the send button back. */
const answered = (driver: Driver, answers: number) =>
  waitFor(
    driver,
    `answer ${String(answers)} with its sources`,
    (count: number) => {
      const chat = document.querySelector('wealth-agent-chat');
      const root = chat?.shadowRoot;
      const all = root?.querySelectorAll('[part~="assistant-message"]') ?? [];
      const last = all[all.length - 1];
      return (
        all.length === count &&
        ((window as DoneWindow).wacDone ?? 0) > 0 &&
        (last?.querySelectorAll('[part~="sources"] li').length ?? 0) > 0 &&
        root?.querySelector('[part~="send-button"]') !== null
      );
    },
    answers,
  );

/**
 * Opens the demo at `origin` with an empty conversation: one kept by an earlier test would change
 * what this one counts. The demo keeps its conversation as the page hides, so clearing the storage
 * and reloading could bring it back: the chat's own `reset()` empties it.
 */
const freshDemo = async (driver: Driver, origin: string) => {
  await driver.goto(`${origin}/`);
  await waitFor(driver, 'the chat, reset', () => {
    const chat = document.querySelector('wealth-agent-chat');
    if (!chat?.shadowRoot?.querySelector('[part~="input"]')) return false;
    chat.reset();
    return chat.shadowRoot.querySelectorAll('[part~="user-message"]').length === 0;
  });
};

/**
 * In the page: gives the chat's header slot a height ending in `fraction` of a pixel (a brand's
 * logo and text rarely add up to whole pixels), scrolls the log until its first question sits a
 * few pixels under the log's top edge, and says where that edge is and what colours meet there.
 */
const underTheToolbar = (fraction: number) => {
  const chat = document.querySelector('wealth-agent-chat');
  const root = chat?.shadowRoot;
  const header = chat?.querySelector<HTMLElement>('[slot="header"]');
  const log = root?.querySelector<HTMLElement>('[part~="log"]');
  const bubble = root?.querySelector<HTMLElement>('[part~="user-message"]');
  if (!chat || !header || !log || !bubble) return null;
  header.style.blockSize = `${String(Math.round(header.getBoundingClientRect().height) + fraction)}px`;
  chat.scrollIntoView({block: 'start', behavior: 'instant'});
  log.scrollTop += bubble.getBoundingClientRect().top - log.getBoundingClientRect().top + 6;
  return new Promise<{
    under: boolean;
    top: number;
    x: number;
    ratio: number;
    accent: string;
    surface: string;
  }>((resolve) => {
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const box = bubble.getBoundingClientRect();
        const top = log.getBoundingClientRect().top;
        resolve({
          under: box.top < top - 3,
          top,
          x: box.left + box.width / 2,
          ratio: devicePixelRatio,
          accent: getComputedStyle(bubble).backgroundColor,
          surface: getComputedStyle(chat).backgroundColor,
        });
      }),
    );
  });
};

/** The red, green and blue of a computed `rgb()` colour. */
const channels = (color: string): number[] => {
  const numbers = /^rgba?\((\d+), (\d+), (\d+)/.exec(color);
  assert.ok(numbers, `a computed colour: ${color}`);
  return numbers.slice(1, 4).map(Number);
};

const distance = (a: number[], b: number[]) =>
  Math.hypot(...a.map((value, i) => value - (b[i] ?? 0)));

describe(`${engine}: end to end`, () => {
  let driver: Driver;
  let demo: Child;
  let origin = '';

  before(async () => {
    const port = await freePort();
    demo = start(
      process.execPath,
      // Brisk, the demo's own pace: at `fast` a whole answer can stream between two of a slow
      // engine's frames, and the stop test would find nothing left to stop.
      ['--import', 'tsx', 'demo/server.ts', '--port', String(port), '--pace', 'brisk'],
      process.cwd(),
      process.env,
    );
    origin = `http://127.0.0.1:${String(port)}`;
    const up = await readyOrExit(
      demo,
      () =>
        fetch(`${origin}/`).then(
          (response) => response.ok,
          () => false,
        ),
      60_000,
    );
    assert.equal(up, 'ready', `the demo did not start: ${seen(demo)}`);
    driver = await openBrowser(engine);
  });

  after(async () => {
    // Either may be missing when `before` failed.
    await (driver as Driver | undefined)?.close();
    if ((demo as Child | undefined) !== undefined) await ensureStopped(demo);
  });

  it(`should answer on the demo page with sources, and keep the conversation across a reload (${engine})`, async () => {
    await driver.setViewport(1280, 900);
    await freshDemo(driver, origin);
    await ask(driver, 'How is wealth taxed for a resident?');
    await answered(driver, 1);
    const shown = await driver.evaluate(answerState);
    assert.ok(shown.text.length > 100, `the answer: ${shown.text}`);
    assert.ok(shown.sources.length > 0, 'sources listed');
    for (const href of shown.sources) assert.match(href, /^https:\/\//);
    assert.ok(shown.citations > 0, 'citations in the text');
    assert.equal(shown.errors, 0);

    await driver.reload();
    // A restored answer is drawn a slice per frame, like a streamed one: it is whole once its text
    // is the one shown before the reload.
    const whole = await waitFor(
      driver,
      'the restored conversation, whole',
      (text: string) => {
        const root = document.querySelector('wealth-agent-chat')?.shadowRoot;
        const answer = root?.querySelector('[part~="assistant-message"] .answer');
        return (
          root?.querySelectorAll('[part~="user-message"]').length === 1 &&
          root.querySelectorAll('[part~="sources"]').length === 1 &&
          answer?.textContent.trim() === text
        );
      },
      shown.text,
    );
    assert.ok(whole, 'the same answer after the reload');
  });

  it(`should keep the partial answer of a stream stopped midway (${engine})`, async () => {
    await freshDemo(driver, origin);
    await ask(driver, 'Compare wealth and income taxes in Switzerland and France');
    // Stopped in the page, as soon as the answer shows text: whatever the pace, midway.
    const stopped = await driver.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const root = document.querySelector('wealth-agent-chat')?.shadowRoot;
          const look = () => {
            const answers = root?.querySelectorAll('[part~="assistant-message"] .answer') ?? [];
            const answer = answers[answers.length - 1];
            const stop = root?.querySelector<HTMLButtonElement>('[part~="stop-button"]');
            if (answer && answer.textContent.trim() !== '' && stop) {
              stop.click();
              resolve(answer.textContent.trim());
            } else if (answer && root?.querySelector('[part~="send-button"]')) {
              // Whole before a frame saw it streaming: say so now, not at the driver's timeout.
              resolve('');
            } else requestAnimationFrame(look);
          };
          look();
        }),
    );
    assert.ok(stopped.length > 0, 'the answer was still streaming when the page looked');
    await waitFor(driver, 'the send button back', () => {
      const root = document.querySelector('wealth-agent-chat')?.shadowRoot;
      return root?.querySelector('[part~="send-button"]') !== null;
    });
    const kept = await driver.evaluate(answerState);
    assert.equal(kept.errors, 0, 'no error for a stop');
    // Letters only: the live tail may show markdown's marks until the block is rendered whole.
    // What was on screen at the stop begins what is kept; what had arrived but was not yet shown
    // is kept too (the whole partial answer, as the slicing tests check).
    const letters = (text: string) => text.replace(/[^\p{L}]/gu, '').slice(0, 20);
    const shown = letters(stopped);
    assert.equal(letters(kept.text).slice(0, shown.length), shown, 'the partial answer kept');
    assert.equal(kept.sources.length, 0, 'a stopped answer has no sources yet');
  });

  it(`should fade a message under the toolbar from the log's first row of pixels (${engine})`, async () => {
    await driver.setViewport(1280, 900);
    await freshDemo(driver, origin);
    // An answer long enough to scroll the question out of sight.
    await ask(driver, 'Compare wealth and income taxes in Switzerland and France');
    await answered(driver, 1);
    const dir = mkdtempSync(join(tmpdir(), 'wac-edge-'));
    try {
      // WebKit clipped the scrolled messages from the pixel row the log's edge falls in, and the
      // sticky fade from the next: the question's own colour showed as a line under the toolbar.
      for (const fraction of [0, 0.25, 0.5, 0.75]) {
        const edge = await waitFor(
          driver,
          'the question under the toolbar',
          underTheToolbar,
          fraction,
        );
        assert.ok(edge.under, "the question scrolled under the log's edge");
        const path = join(dir, `${String(fraction)}.png`);
        await driver.screenshot(path);
        const picture = PNG.sync.read(readFileSync(path));
        const accent = channels(edge.accent);
        const surface = channels(edge.surface);
        const x = Math.round(edge.x * edge.ratio);
        const row = Math.floor(edge.top * edge.ratio);
        for (const y of [row - 1, row, row + 1]) {
          const at = (y * picture.width + x) * 4;
          const pixel = [...picture.data.subarray(at, at + 3)];
          assert.ok(
            distance(pixel, surface) < distance(pixel, accent),
            `row ${String(y)} at the log's edge (${String(edge.top)} px) shows the question: rgb(${pixel.join(', ')})`,
          );
        }
      }
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  // WebKitGTK's MiniBrowser window is no narrower than its toolbar (447 px here): there the check
  // runs at that width, which is still a phone's layout (the element's breakpoint is 30rem).
  const phone = engine === 'webkit' ? 'the narrowest window WebKitGTK opens' : 'a 390 px phone';
  it(`should open the launcher on ${phone}, whole on screen, with focus inside (${engine})`, async () => {
    const viewport = await driver.setViewport(390, 844);
    assert.ok(viewport.width <= 480, `a phone's width: ${String(viewport.width)} px`);
    await driver.goto(`${origin}/`);
    await waitFor(driver, 'the launcher layout', () => {
      const radio = document.querySelector<HTMLInputElement>(
        'input[name="layout"][value="launcher"]',
      );
      radio?.click();
      return document.querySelector('wealth-agent-chat')?.getAttribute('layout') === 'launcher';
    });
    await driver.evaluate(() => {
      document
        .querySelector('wealth-agent-chat')
        ?.shadowRoot?.querySelector<HTMLButtonElement>('[part~="launcher"]')
        ?.click();
    });
    const panel = await waitFor(driver, 'the open panel', () => {
      const chat = document.querySelector('wealth-agent-chat');
      const box = chat?.shadowRoot?.querySelector('[part~="panel"]')?.getBoundingClientRect();
      if (!box || box.width === 0) return null;
      return {
        left: box.left,
        right: box.right,
        top: box.top,
        bottom: box.bottom,
        viewport: {width: window.innerWidth, height: window.innerHeight},
        focusInside: chat?.shadowRoot?.activeElement !== null,
        pageScrolls: document.documentElement.scrollWidth > window.innerWidth,
      };
    });
    assert.equal(panel.viewport.width, viewport.width, 'the viewport');
    assert.ok(
      panel.left >= 0 && panel.right <= viewport.width,
      `the panel across: ${JSON.stringify(panel)}`,
    );
    assert.ok(!panel.pageScrolls, 'the page does not scroll sideways');
    assert.ok(panel.top >= 0 && panel.bottom <= panel.viewport.height, 'the panel down');
    assert.ok(panel.focusInside, 'focus moved into the panel');
    await driver.setViewport(1280, 900);
  });

  it(`should answer from the script-tag bundle under a strict CSP with Trusted Types (${engine})`, async () => {
    const page = await startBundlePage();
    try {
      await driver.goto(page.url);
      await ask(driver, 'Compare wealth and income taxes in Switzerland and France');
      await answered(driver, 1);
      const shown = await driver.evaluate(answerState);
      assert.ok(shown.tables > 0, 'the comparison table');
      assert.ok(shown.citations > 0, 'citations');
      assert.deepEqual(
        await driver.evaluate(() => (window as {violations?: string[]}).violations),
        [],
        'policy violations',
      );
    } finally {
      page.close();
    }
  });
});
