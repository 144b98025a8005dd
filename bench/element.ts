/**
 * The page never waits (issue 17): the packed script-tag bundle `dist/wealth-agent-chat.js` in
 * headless Chromium, fed by a local SSE server, answers in 5-character deltas delivered as they
 * arrive in the field: in one burst (a stalled network, a buffering proxy, a phone waking up), paced
 * like a fast model, and in a tab hidden mid-answer then shown again; and a restored conversation at
 * the stored maximum. A Chromium trace of the renderer's main thread gives every task's length; keys
 * typed into the input meanwhile give the input delay (Event Timing: keypress to next paint). The
 * naive renderer (`marked.parse` + `innerHTML` per delta) runs in the same browser for the ratio.
 */
import {existsSync, readFileSync} from 'node:fs';
import {createServer} from 'node:http';
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {setTimeout as sleep} from 'node:timers/promises';
import {chromium} from 'playwright';
import type {Browser, Page} from 'playwright';
import {encodeSseEvent} from '../src/protocol/sse.ts';
import {chromiumLaunchOptions} from '../test/helpers/chromium.ts';
import {FIXTURE_SOURCES, longAnswer} from './answer-fixture.ts';

const BUNDLE = new URL('../dist/wealth-agent-chat.js', import.meta.url);
const DELTA = 5;

type Delivery = 'burst' | 'paced' | 'hidden';

/** The SSE body of an answer in 5-character deltas, as frames, then its sources and `done`. */
const frames = (size: number): string[] => {
  const text = longAnswer(size);
  const out: string[] = [];
  for (let at = 0; at < text.length; at += DELTA) {
    out.push(encodeSseEvent('delta', {delta: {content: text.slice(at, at + DELTA)}}));
  }
  out.push(encodeSseEvent('metadata', {data: {markers: FIXTURE_SOURCES}}));
  out.push(encodeSseEvent('done', {final_message: {role: 'assistant', content: text}}));
  return out;
};

const answer = async (res: ServerResponse, url: URL): Promise<void> => {
  const body = frames(Number(url.searchParams.get('size')));
  res.writeHead(200, {'content-type': 'text/event-stream', 'cache-control': 'no-cache'});
  if (url.searchParams.get('delivery') === 'burst') {
    res.end(body.join(''));
    return;
  }
  // A fast model: 10 deltas every 16 ms, about 3 KB of answer a second.
  for (let at = 0; at < body.length && !res.destroyed; at += 10) {
    res.write(body.slice(at, at + 10).join(''));
    await sleep(16);
  }
  res.end();
};

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>bench</title>
<style>body{margin:0} wealth-agent-chat{display:block;block-size:700px;inline-size:800px}</style>
</head><body><script type="module" src="/wealth-agent-chat.js"></script></body></html>`;

const serve = async (): Promise<{url: string; close: () => void}> => {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    req.resume();
    if (url.pathname === '/agent') {
      void answer(res, url);
    } else if (url.pathname === '/wealth-agent-chat.js') {
      res.writeHead(200, {'content-type': 'text/javascript'});
      res.end(readFileSync(BUNDLE));
    } else {
      res.writeHead(200, {'content-type': 'text/html'});
      res.end(PAGE);
    }
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const {port} = server.address() as AddressInfo;
  return {url: `http://127.0.0.1:${String(port)}`, close: () => server.close()};
};

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: {name?: string};
}

export interface Figures {
  longestMs: number;
  busyMs: number;
  /** Tasks over 50 ms. */
  longTasks: number;
  /** The slowest keypress-to-paint, or undefined when none took 16 ms (Event Timing's floor). */
  inputMs: number | undefined;
  keys: number;
  /** Whether every typed character was still in the input at the end. */
  typedKept: boolean;
}

/** Every top-level task of the page's renderer main thread while `action` ran. */
const traced = async (
  browser: Browser,
  page: Page,
  action: () => Promise<void>,
): Promise<number[]> => {
  await browser.startTracing(page, {categories: ['toplevel', 'devtools.timeline']});
  await action();
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: TraceEvent[];
  };
  const mains = new Set(
    trace.traceEvents
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${String(e.pid)}:${String(e.tid)}`),
  );
  const byThread = new Map<string, number[]>();
  for (const e of trace.traceEvents) {
    const thread = `${String(e.pid)}:${String(e.tid)}`;
    if (e.name !== 'ThreadControllerImpl::RunTask' || e.ph !== 'X' || !mains.has(thread)) continue;
    const tasks = byThread.get(thread) ?? [];
    tasks.push((e.dur ?? 0) / 1000);
    byThread.set(thread, tasks);
  }
  // The page's thread is the busiest renderer: others are blank tabs.
  const sum = (tasks: number[]) => tasks.reduce((a, b) => a + b, 0);
  return [...byThread.values()].sort((a, b) => sum(b) - sum(a))[0] ?? [];
};

const figures = (
  tasks: number[],
  input: {inputMs?: number; keys: number; kept: boolean},
): Figures => ({
  longestMs: Math.max(0, ...tasks),
  busyMs: tasks.reduce((a, b) => a + b, 0),
  longTasks: tasks.filter((ms) => ms > 50).length,
  inputMs: input.inputMs,
  keys: input.keys,
  typedKept: input.kept,
});

/** Starts collecting Event Timing entries for key events, the interactions a user feels. */
const watchInput = (page: Page) =>
  page.evaluate(() => {
    const slowest = {ms: 0};
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name.startsWith('key') || entry.name.endsWith('input')) {
          slowest.ms = Math.max(slowest.ms, entry.duration);
        }
      }
    }).observe({type: 'event', durationThreshold: 16} as PerformanceObserverInit);
    Object.assign(window, {slowestInput: slowest});
  });

/**
 * Types a key into the question field every ~30 ms until `until` settles, then checks the field
 * holds every key typed: a render must never reset what the user is writing.
 */
const typeDuring = async (page: Page, until: Promise<unknown>) => {
  // An object: TypeScript would narrow a plain `let` to false inside the loop.
  const state = {settled: false};
  void until.finally(() => {
    state.settled = true;
  });
  const input = page.locator('wealth-agent-chat [part~="input"]');
  await input.focus();
  let typed = '';
  // At least a few keys: a burst may be over before the first one.
  while (!state.settled || typed.length < 3) {
    const key = String.fromCharCode(97 + (typed.length % 26));
    await page.keyboard.press(key);
    typed += key;
    await sleep(30);
  }
  await until;
  await sleep(200);
  const value = await input.inputValue();
  const ms = await page.evaluate(
    () => (window as unknown as {slowestInput: {ms: number}}).slowestInput.ms,
  );
  return {inputMs: ms > 0 ? ms : undefined, keys: typed.length, kept: value === typed};
};

/**
 * Hides the tab as far as the page can tell: headless Chromium keeps every tab visible, so this holds
 * animation frames (a hidden tab gets none) and reports `hidden` until `show()`, when the held frames
 * run and `visibilitychange` fires, as in a real tab coming back.
 */
const hideTab = (page: Page) =>
  page.evaluate(() => {
    const held: FrameRequestCallback[] = [];
    const raf = window.requestAnimationFrame.bind(window);
    let hidden = true;
    window.requestAnimationFrame = (callback) => {
      if (!hidden) return raf(callback);
      held.push(callback);
      return -held.length;
    };
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', {configurable: true, get: () => hidden});
    document.dispatchEvent(new Event('visibilitychange'));
    Object.assign(window, {
      showTab: () => {
        hidden = false;
        document.dispatchEvent(new Event('visibilitychange'));
        raf((time) => {
          for (const callback of held.splice(0)) callback(time);
        });
      },
    });
  });

const newChat = async (page: Page, origin: string, attributes: string): Promise<void> => {
  await page.goto(origin);
  await page.waitForFunction(() => customElements.get('wealth-agent-chat') !== undefined);
  await page.evaluate((html) => {
    document.body.insertAdjacentHTML('afterbegin', html);
  }, `<wealth-agent-chat language="en" ${attributes}></wealth-agent-chat>`);
  await page.locator('wealth-agent-chat [part~="input"]').waitFor();
};

/** Asks one question answered by `size` characters delivered as `delivery` says. */
const stream = async (
  browser: Browser,
  page: Page,
  origin: string,
  size: number,
  delivery: Delivery,
): Promise<Figures> => {
  await newChat(
    page,
    origin,
    `proxy-url="/agent?size=${String(size)}&delivery=${delivery === 'burst' ? 'burst' : 'paced'}"`,
  );
  await watchInput(page);
  let input = {inputMs: undefined as number | undefined, keys: 0, kept: true};
  const tasks = await traced(browser, page, async () => {
    const done = page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const chat = document.querySelector('wealth-agent-chat');
          chat?.addEventListener(
            'wac-done',
            () => {
              resolve();
            },
            {once: true},
          );
          void chat?.send('Compare wealth taxes');
        }),
    );
    if (delivery === 'hidden') {
      await sleep(1_000);
      await hideTab(page);
      await sleep(5_000);
      await page.evaluate(() => {
        (window as unknown as {showTab: () => void}).showTab();
      });
    }
    input = await typeDuring(page, done);
  });
  return figures(tasks, input);
};

/** A stored conversation of `turns` answered turns, as the element writes it, under `budget` chars. */
const storedConversation = (turns: number, budget: number): string => {
  const each = Math.floor(budget / turns) - 700;
  const stored = {
    v: 1,
    session_id: 'bench',
    turns: Array.from({length: turns}, (_, i) => ({
      id: i + 1,
      question: `Question ${String(i + 1)}: compare wealth taxes`,
      status: 'done',
      answer: longAnswer(each).slice(0, each),
      sources: FIXTURE_SOURCES,
      clarification: [],
      clarified: false,
      asked: 1_700_000_000_000,
      answered: 1_700_000_001_000,
    })),
  };
  return JSON.stringify(stored);
};

/** Restores a stored conversation of 200,000 characters into a new element. */
const restore = async (
  browser: Browser,
  page: Page,
  origin: string,
  turns: number,
): Promise<Figures> => {
  await page.goto(origin);
  const raw = storedConversation(turns, 199_000);
  await page.evaluate((value) => {
    localStorage.setItem('wealth-agent-chat:bench', value);
  }, raw);
  await newChat(page, origin, 'proxy-url="/agent" persist="local" storage-key="other"');
  await watchInput(page);
  let input = {inputMs: undefined as number | undefined, keys: 0, kept: true};
  const tasks = await traced(browser, page, async () => {
    const shown = page.evaluate(async () => {
      const chat = document.querySelector('wealth-agent-chat');
      chat?.setAttribute('storage-key', 'bench');
      // Rendered once the last answer's last block is in the DOM and nothing changed for 300 ms.
      const answers = () =>
        chat?.shadowRoot?.querySelectorAll('[part~="assistant-message"] .answer') ?? [];
      let last = '';
      for (let still = 0; still < 3;) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const now = `${String(answers().length)}:${answers()[answers().length - 1]?.textContent.length ?? 0}`;
        still = now === last ? still + 1 : 0;
        last = now;
      }
    });
    input = await typeDuring(page, shown);
  });
  const lastLength = await page.evaluate(
    () =>
      document
        .querySelector('wealth-agent-chat')
        ?.shadowRoot?.querySelectorAll('[part~="assistant-message"] .answer').length ?? 0,
  );
  if (lastLength !== turns)
    throw new Error(`restored ${String(lastLength)} of ${String(turns)} turns`);
  return figures(tasks, input);
};

const ms = (value: number) => `${value.toFixed(0)} ms`;

/**
 * Runs every case; `naive30Ms` is the naive renderer's main-thread time for the same 30 KB answer,
 * measured in the same run by {@link benchStreaming} (it takes over a minute: once is enough).
 */
export async function benchElement(naive30Ms: number): Promise<void> {
  if (!existsSync(BUNDLE))
    throw new Error('dist/wealth-agent-chat.js is missing: run `npm run build` first.');
  const {url, close} = await serve();
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({viewport: {width: 1000, height: 800}});
    // tsx names the functions it compiles with a helper the page does not have.
    await page.addInitScript('window.__name = (f) => f');
    const rows: [string, number, Figures][] = [];
    // A warm-up, unprinted: the first stream compiles the bundle's code paths.
    await stream(browser, page, url, 5_000, 'burst');
    for (const size of [30_000, 100_000, 200_000]) {
      rows.push([
        `${String(size / 1000)} KB, one burst`,
        size,
        await stream(browser, page, url, size, 'burst'),
      ]);
    }
    const paced30 = await stream(browser, page, url, 30_000, 'paced');
    rows.push(['30 KB, paced (10 deltas / 16 ms)', 30_000, paced30]);
    rows.push([
      '100 KB, paced (10 deltas / 16 ms)',
      100_000,
      await stream(browser, page, url, 100_000, 'paced'),
    ]);
    rows.push([
      '30 KB, tab hidden 5 s mid-answer',
      30_000,
      await stream(browser, page, url, 30_000, 'hidden'),
    ]);
    rows.push(['restore 200,000 chars (50 turns)', 199_000, await restore(browser, page, url, 50)]);

    console.log(
      'The element (packed dist/wealth-agent-chat.js) in headless Chromium, 5-character deltas\n',
    );
    console.log(
      '| case | longest task | tasks > 50 ms | busy | busy per KB | slowest key to paint | keys kept |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | :---: |');
    for (const [name, size, f] of rows) {
      const input = f.inputMs === undefined ? '< 16 ms' : ms(f.inputMs);
      console.log(
        `| ${name} | ${ms(f.longestMs)} | ${String(f.longTasks)} | ${ms(f.busyMs)} | ${(f.busyMs / (size / 1000)).toFixed(2)} ms | ${input} (${String(f.keys)} keys) | ${f.typedKept ? 'yes' : 'NO'} |`,
      );
    }
    const percent = (figures: Figures | undefined) =>
      `${((100 * (figures?.busyMs ?? NaN)) / naive30Ms).toFixed(2)} %`;
    console.log(`\nnaive (marked.parse + innerHTML per delta) at 30 KB: ${ms(naive30Ms)}`);
    // The element's figure is its whole main thread: transport, rendering, layout, paint, typing.
    console.log(
      `element busy / naive at 30 KB: ${percent(paced30)} paced, ${percent(rows[0]?.[2])} in one burst (aim ≤ 2 %)`,
    );
  } finally {
    await browser.close();
    close();
  }
}
