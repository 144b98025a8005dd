/**
 * One small driver over Firefox (Puppeteer, WebDriver BiDi) and WebKit (WebdriverIO, classic
 * WebDriver), for the end-to-end checks that run in every engine. Playwright drives Chromium in
 * test/e2e; it cannot drive Debian's Firefox or WebKitGTK.
 */
import {launch} from 'puppeteer-core';
import {remote} from 'webdriverio';
import {
  firefoxLaunchOptions,
  startWebKitDriver,
  webkitCapabilities,
  type Engine,
} from '../helpers/engines.js';

export interface Driver {
  readonly engine: Engine;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs `fn` in the page with JSON `args`, and returns its JSON result (a promise is awaited). */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** Presses a key in the focused element, as a user would. */
  press(key: string): Promise<void>;
  /** Sizes the viewport, as near `width` by `height` CSS px as the engine's window goes; says how near. */
  setViewport(width: number, height: number): Promise<{width: number; height: number}>;
  /** Writes a PNG of the element `selector` matches, or of the viewport without one. */
  screenshot(path: string, selector?: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A function's source, called with `args`, as one expression. tsx (esbuild's keepNames) wraps the
 * functions it compiles in `__name(...)`, which exists in Node only: the page gets a stand-in.
 */
export const expression = (fn: (...args: never[]) => unknown, args: unknown[]) =>
  `(() => { const __name = (f) => f; return (${fn.toString()})(...${JSON.stringify(args)}); })()`;

const firefox = async (): Promise<Driver> => {
  const browser = await launch(firefoxLaunchOptions);
  const page = await browser.newPage();
  return {
    engine: 'firefox',
    goto: async (url) => {
      await page.goto(url);
    },
    reload: async () => {
      await page.reload();
    },
    evaluate: async (fn, ...args) => (await page.evaluate(expression(fn, args))) as never,
    press: (key) => page.keyboard.press(key as Parameters<typeof page.keyboard.press>[0]),
    setViewport: async (width, height) => {
      await page.setViewport({width, height});
      return {width, height};
    },
    screenshot: async (path, selector) => {
      if (selector === undefined) await page.screenshot({path});
      else await (await page.waitForSelector(selector))?.screenshot({path});
    },
    close: () => browser.close(),
  };
};

const webkit = async (): Promise<Driver> => {
  const driver = await startWebKitDriver();
  const browser = await remote({
    hostname: '127.0.0.1',
    port: driver.port,
    logLevel: 'error',
    capabilities: webkitCapabilities,
  }).catch((error: unknown) => {
    driver.stop();
    throw error;
  });
  return {
    engine: 'webkit',
    goto: (url) => browser.url(url).then(() => undefined),
    reload: () => browser.refresh(),
    evaluate: async (fn, ...args) =>
      await browser.execute<never, []>(`return ${expression(fn, args)}`),
    press: (key) => browser.keys([key]),
    setViewport: async (width, height) => {
      // WebDriver sizes the window: add what the window's frame takes of it.
      const [frameWidth, frameHeight] = await browser.execute(() => [
        window.outerWidth - window.innerWidth,
        window.outerHeight - window.innerHeight,
      ]);
      await browser.setWindowSize(width + frameWidth, height + frameHeight);
      const [innerWidth, innerHeight] = await browser.execute(() => [
        window.innerWidth,
        window.innerHeight,
      ]);
      return {width: innerWidth, height: innerHeight};
    },
    screenshot: async (path, selector) => {
      if (selector === undefined) await browser.saveScreenshot(path);
      else await browser.$(selector).saveScreenshot(path);
    },
    close: async () => {
      await browser.deleteSession().catch(() => undefined);
      driver.stop();
    },
  };
};

/** Opens `engine` (Firefox or WebKit) on a blank page. */
export const openBrowser = (engine: Engine): Promise<Driver> => {
  if (engine === 'firefox') return firefox();
  if (engine === 'webkit') return webkit();
  throw new Error('Chromium runs its end-to-end checks under Playwright, in test/e2e');
};

/** Polls `fn` in the page until it returns a truthy value; fails with `what` after `ms`. */
export const waitFor = async <T, A extends unknown[]>(
  driver: Driver,
  what: string,
  fn: (...args: A) => T | Promise<T>,
  ...args: A
): Promise<NonNullable<T>> => {
  const deadline = Date.now() + 20_000;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await driver.evaluate(fn, ...args).catch(() => undefined);
    if (last) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${driver.engine}: timed out waiting for ${what} (last: ${String(last)})`);
};
