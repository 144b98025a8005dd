/**
 * Chromium driven over the DevTools protocol with only what a measurement needs: CPU throttling,
 * tracing, scripts run in the page, and input. Playwright enables the protocol's Network domain on
 * every page it drives, which records each request with the script stack that made it: a page's
 * `import()` then took 2–14 ms in Chromium's main thread, against 1–5 ms in a browser no tool drove
 * (issue 33). A visitor's browser has no DevTools open; the host page's load is measured here as it
 * has it.
 */
import {spawn} from 'node:child_process';
import type {ChildProcess} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {Readable, Writable} from 'node:stream';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../test/helpers/chromium.ts';
import {pageCommands} from './tab.ts';
import type {PageCommands} from './tab.ts';

interface Message {
  id?: number;
  method?: string;
  sessionId?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: {message: string};
}

type Listener = (message: Message) => void;

/**
 * What Playwright turns off too, and the browser's own WebUI, so that the page does not share the
 * browser with its chores.
 */
const QUIET_ARGS = [
  '--disable-extensions',
  '--disable-component-extensions-with-background-pages',
  '--disable-field-trial-config',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-ipc-flooding-protection',
  '--disable-hang-monitor',
  '--disable-breakpad',
  '--mute-audio',
  // Each new window (a browser context is one) started its own renderers for the toolbar's WebUI,
  // its omnibox popup and a preloaded tab search, in a browser with no toolbar to show: 0.5–0.9 s
  // of CPU during each first answer, a fresh tab's, on the cores the page needed. A visitor's
  // browser has its window up already.
  '--disable-features=InitialWebUI,PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIToolbarProcessOverheadExperiment',
];

/** One tab of {@link LeanBrowser}, in a browser context of its own (a first visit). */
export interface LeanPage extends PageCommands {
  /** Sends a command to the tab; resolves with its result. */
  send: <T>(method: string, params?: object) => Promise<T>;
  /** Loads `url` and resolves once it has loaded. */
  goto: (url: string) => Promise<void>;
  /** Moves the mouse to (`x`, `y`), and presses and releases its button there when `click`. */
  mouse: (x: number, y: number, click: boolean) => Promise<void>;
  close: () => Promise<void>;
}

export interface LeanBrowser {
  /**
   * A tab in a browser context of its own, its viewport `width` by `height`, the page's functions
   * free of the helper tsx names them with.
   */
  newPage: (width: number, height: number) => Promise<LeanPage>;
  /** Starts tracing the whole browser with `categories`. */
  startTracing: (categories: readonly string[]) => Promise<void>;
  /** Stops tracing; resolves with its events. */
  stopTracing: () => Promise<unknown[]>;
  close: () => Promise<void>;
}

/** Launches the system Chromium, headless, driven through a pipe (no port to find or to guard). */
export const launchLean = (): LeanBrowser => {
  const profile = mkdtempSync(join(tmpdir(), 'wac-lean-'));
  const chrome: ChildProcess = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      ...QUIET_ARGS,
      '--headless=new',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    {stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe']},
  );
  const input = chrome.stdio[3] as Writable;
  const output = chrome.stdio[4] as Readable;
  const pending = new Map<number, {resolve: Listener; reject: (error: Error) => void}>();
  const listeners = new Set<Listener>();
  // A browser that dies (or is killed) answers nothing more: what waits for it fails, not hangs.
  chrome.once('exit', (code, signal) => {
    for (const {reject} of pending.values()) {
      reject(new Error(`Chromium exited (${String(code ?? signal)})`));
    }
    pending.clear();
  });
  input.on('error', () => undefined);
  let nextId = 1;
  let buffered = '';
  output.setEncoding('utf8');
  output.on('data', (chunk: string) => {
    buffered += chunk;
    // Each message ends with a NUL character.
    for (let end = buffered.indexOf('\0'); end !== -1; end = buffered.indexOf('\0')) {
      const message = JSON.parse(buffered.slice(0, end)) as Message;
      buffered = buffered.slice(end + 1);
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (waiting) {
        pending.delete(message.id as number);
        if (message.error) waiting.reject(new Error(message.error.message));
        else waiting.resolve(message);
      } else {
        for (const listener of listeners) listener(message);
      }
    }
  });
  const send = async <T>(method: string, params: object = {}, sessionId?: string): Promise<T> => {
    const id = nextId++;
    const reply = new Promise<Message>((resolve, reject) => {
      pending.set(id, {resolve, reject});
    });
    input.write(`${JSON.stringify({id, method, params, sessionId})}\0`);
    return ((await reply).result ?? {}) as T;
  };

  const newPage = async (width: number, height: number): Promise<LeanPage> => {
    const {browserContextId} = await send<{browserContextId: string}>(
      'Target.createBrowserContext',
    );
    const {targetId} = await send<{targetId: string}>('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const {sessionId} = await send<{sessionId: string}>('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    const inPage = <T>(method: string, params?: object) => send<T>(method, params, sessionId);
    await inPage('Emulation.setDeviceMetricsOverride', {
      width,
      height,
      deviceScaleFactor: 1,
      mobile: false,
    });
    await inPage('Page.enable');
    await inPage('Page.addScriptToEvaluateOnNewDocument', {source: 'window.__name = (f) => f;'});
    return {
      ...pageCommands(inPage),
      send: inPage,
      goto: async (url) => {
        const loaded = new Promise<void>((resolve) => {
          const listener: Listener = (message) => {
            if (message.sessionId !== sessionId || message.method !== 'Page.loadEventFired') return;
            listeners.delete(listener);
            resolve();
          };
          listeners.add(listener);
        });
        await inPage('Page.navigate', {url});
        await loaded;
      },
      mouse: async (x, y, click) => {
        await inPage('Input.dispatchMouseEvent', {type: 'mouseMoved', x, y});
        if (!click) return;
        for (const type of ['mousePressed', 'mouseReleased']) {
          await inPage('Input.dispatchMouseEvent', {type, x, y, button: 'left', clickCount: 1});
        }
      },
      close: async () => {
        await send('Target.disposeBrowserContext', {browserContextId});
      },
    };
  };

  return {
    newPage,
    startTracing: async (categories) => {
      // Kept in the browser until the end, as Playwright's tracing does: events sent as they
      // come would cost the browser and the bench's own process CPU during the measurement.
      await send('Tracing.start', {
        traceConfig: {includedCategories: categories},
        transferMode: 'ReturnAsStream',
      });
    },
    stopTracing: async () => {
      const complete = new Promise<string>((resolve) => {
        const listener: Listener = (message) => {
          if (message.method !== 'Tracing.tracingComplete') return;
          listeners.delete(listener);
          resolve(message.params?.['stream'] as string);
        };
        listeners.add(listener);
      });
      await send('Tracing.end');
      const handle = await complete;
      let text = '';
      for (let eof = false; !eof;) {
        const chunk = await send<{data: string; eof: boolean; base64Encoded?: boolean}>('IO.read', {
          handle,
          // Read in large pieces: a trace is tens of megabytes.
          size: 1 << 24,
        });
        text += chunk.base64Encoded
          ? Buffer.from(chunk.data, 'base64').toString('utf8')
          : chunk.data;
        eof = chunk.eof;
      }
      await send('IO.close', {handle});
      return (JSON.parse(text) as {traceEvents: unknown[]}).traceEvents;
    },
    close: async () => {
      if (chrome.exitCode === null && chrome.signalCode === null) {
        const exited = new Promise((resolve) => chrome.once('exit', resolve));
        await send('Browser.close').catch(() => undefined);
        await exited;
      }
      rmSync(profile, {recursive: true, force: true});
    },
  };
};
