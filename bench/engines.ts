/**
 * The host page's load and a first answer's bursts in Chromium and in Firefox, side by side
 * (issue 36). Firefox has no Long Tasks API and no trace Playwright can read here, so both engines
 * are measured the one way a page's own script can: a 0 ms timer re-armed from itself, installed
 * before any script of the page. The longest wait between two of its calls is the longest stretch
 * the page could run nothing (a task, or tasks back to back, frames included); what each wait
 * spent past 50 ms, summed, is the page's blocking time as Lighthouse counts it. Both engines at
 * 1x: Firefox has no CPU throttling to ask for.
 */
import {chromium} from 'playwright';
import {launch} from 'puppeteer-core';
import {chromiumLaunchOptions} from '../test/helpers/chromium.ts';
import {firefoxLaunchOptions} from '../test/helpers/engines.ts';
import {serve} from './element-server.ts';
import {serveHost} from './host-server.ts';
import type {HostChat} from './host-server.ts';
import {median} from './trace.ts';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
const SETTLE_MS = 3_000;

/** The probe, as a script run before the page's own. */
const PROBE = `(() => {
  const probe = {longest: 0, blocking: 0};
  let last = performance.now();
  const tick = () => {
    const now = performance.now();
    const wait = now - last;
    probe.longest = Math.max(probe.longest, wait);
    probe.blocking += Math.max(0, wait - 50);
    last = now;
    setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  probe.reset = () => { probe.longest = 0; probe.blocking = 0; last = performance.now(); };
  window.__probe = probe;
})();`;

interface Probe {
  longest: number;
  blocking: number;
}

const READ = '({longest: window.__probe.longest, blocking: window.__probe.blocking})';
const RESET = 'window.__probe.reset()';
const WAIT_DONE = `new Promise((resolve) => document.querySelector('wealth-agent-chat')
  .addEventListener('wac-done', () => resolve(true), {once: true}))`;

/** What the bench asks of a tab, whichever engine runs it. */
interface Tab {
  goto(url: string): Promise<void>;
  evaluate<T>(expression: string): Promise<T>;
  /** Clicks the chat's input and types `text` into it. */
  type(text: string): Promise<void>;
  press(key: string): Promise<void>;
  close(): Promise<void>;
}

interface Engine {
  name: string;
  /** A tab in a fresh browser context: a first visit, nothing cached. */
  tab(): Promise<Tab>;
  close(): Promise<void>;
}

const INPUT = 'wealth-agent-chat [part~="input"]';

const chromiumEngine = async (): Promise<Engine> => {
  const browser = await chromium.launch(chromiumLaunchOptions);
  return {
    name: 'Chromium',
    tab: async () => {
      const context = await browser.newContext({viewport: {width: 1000, height: 800}});
      await context.addInitScript(PROBE);
      const page = await context.newPage();
      return {
        goto: async (url) => {
          await page.goto(url, {waitUntil: 'load'});
        },
        evaluate: (expression) => page.evaluate(expression),
        type: async (text) => {
          await page.locator(INPUT).click();
          await page.keyboard.type(text);
        },
        press: (key) => page.keyboard.press(key),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
};

const firefoxEngine = async (): Promise<Engine> => {
  const browser = await launch(firefoxLaunchOptions);
  return {
    name: 'Firefox',
    tab: async () => {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({width: 1000, height: 800});
      await page.evaluateOnNewDocument(PROBE);
      return {
        goto: async (url) => {
          await page.goto(url, {waitUntil: 'load'});
        },
        evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
        type: async (text) => {
          await page.click(INPUT.replace(' ', ' >>> '));
          await page.keyboard.type(text);
        },
        press: (key) => page.keyboard.press(key as Parameters<typeof page.keyboard.press>[0]),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
};

const sleep = (ms: number) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

/** The host page with `chat`, from navigation until it has been left alone for a while. */
const load = async (engine: Engine, origin: string, chat: HostChat): Promise<Probe> => {
  const tab = await engine.tab();
  try {
    await tab.goto(`${origin}/?chat=${chat}`);
    await sleep(SETTLE_MS);
    return await tab.evaluate<Probe>(READ);
  } finally {
    await tab.close();
  }
};

/** A first answer on the plain page, from Enter until it is on screen. */
const answer = async (engine: Engine, origin: string, query: string): Promise<Probe> => {
  const tab = await engine.tab();
  try {
    await tab.goto(`${origin}/plain?answer=${encodeURIComponent(`/agent?${query}`)}`);
    await tab.type('Compare wealth taxes in Europe');
    await tab.evaluate(`window.__done = ${WAIT_DONE}; ${RESET}`);
    await tab.press('Enter');
    await tab.evaluate('window.__done');
    return await tab.evaluate<Probe>(READ);
  } finally {
    await tab.close();
  }
};

const medianOf = async (run: () => Promise<Probe>): Promise<Probe> => {
  const probes: Probe[] = [];
  for (let i = 0; i < RUNS; i++) probes.push(await run());
  return {
    longest: median(probes.map((probe) => probe.longest)),
    blocking: median(probes.map((probe) => probe.blocking)),
  };
};

const cell = (probe: Probe) => `${probe.longest.toFixed(0)} / ${probe.blocking.toFixed(0)} ms`;

export async function benchEngines(): Promise<void> {
  const host = await serveHost();
  const element = await serve();
  const engines = [await chromiumEngine(), await firefoxEngine()];
  try {
    console.log(
      `## Chromium and Firefox side by side (1x, medians of ${String(RUNS)}): the longest wait of a 0 ms timer / blocking time\n`,
    );
    console.log(`| case | ${engines.map((engine) => engine.name).join(' | ')} |`);
    console.log(`| --- | ${engines.map(() => '---:').join(' | ')} |`);
    const row = async (name: string, run: (engine: Engine) => Promise<Probe>) => {
      const cells: string[] = [];
      for (const engine of engines) cells.push(cell(await medianOf(() => run(engine))));
      console.log(`| ${name} | ${cells.join(' | ')} |`);
    };
    for (const chat of ['none', 'launcher', 'inline', 'deep-chat'] as const) {
      await row(`host page load, ${chat === 'none' ? 'no chat' : chat}`, (engine) =>
        load(engine, host.url, chat),
      );
    }
    for (const size of [30_000, 100_000, 200_000]) {
      for (const [delivery, query] of [
        ['one write', 'delivery=burst'],
        ['one-event writes', 'delivery=writes&events=1'],
      ] as const) {
        await row(`plain page, first answer, ${String(size / 1000)} KB in ${delivery}`, (engine) =>
          answer(engine, element.url, `size=${String(size)}&${query}`),
        );
      }
    }
  } finally {
    for (const engine of engines) await engine.close();
    host.close();
    element.close();
  }
}
