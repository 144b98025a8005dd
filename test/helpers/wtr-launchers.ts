/** Web Test Runner's launcher for each engine (see engines.ts for how each is driven). */
import {chromeLauncher, puppeteerCore} from '@web/test-runner-chrome';
import {playwrightLauncher} from '@web/test-runner-playwright';
import {WebdriverLauncher} from '@web/test-runner-webdriver';
import {chromiumLaunchOptions} from './chromium.js';
import {firefoxLaunchOptions, startWebKitDriver, webkitCapabilities} from './engines.js';
import type {BrowserLauncher, TestRunnerPlugin} from '@web/test-runner';
import type {TestRunnerCoreConfig} from '@web/test-runner-core';
import type {Browser} from 'webdriverio';
import type {Engine, WebKitDriver} from './engines.js';

/** WebdriverIO's launcher, with the `WebKitWebDriver` it talks to started and stopped with it. */
class WebKitLauncher extends WebdriverLauncher {
  private driverProcess: WebKitDriver | undefined;
  private readonly connection: {hostname: string; port: number; capabilities: object};

  constructor() {
    const connection = {hostname: '127.0.0.1', port: 0, capabilities: webkitCapabilities};
    super(connection);
    this.connection = connection;
    // WebdriverLauncher asks for the page's title every minute, to keep a remote grid's session
    // alive. WebKitWebDriver, asked anything while it navigates, never answers the navigation:
    // 5 of 5 navigations with a command sent 300 ms in timed out, 0 of 5 without. The minute's
    // command met a test file's navigation once in CI, and the layer died 2 minutes later. A
    // local driver's session does not expire: no heartbeat.
    (this as unknown as {setupHeartbeat(): void}).setupHeartbeat = () => undefined;
  }

  override async initialize(config: TestRunnerCoreConfig): Promise<void> {
    await this.startDriver();
    await super.initialize(config);
    this.name = 'WebKit';
  }

  /**
   * Opens a test file's page. WebdriverLauncher starts the navigation without waiting for it, so
   * a navigation that failed (the driver or the MiniBrowser gone) was an unhandled rejection that
   * ended the whole layer with no results written (CI, once, three minutes in). Here it is
   * awaited; on a failure WebKit is started afresh and the page opened once more, and a second
   * failure fails that test file alone, with its reason.
   */
  override async startSession(id: string, url: string): Promise<void> {
    try {
      await this.open(id, url);
    } catch (error) {
      console.error(`WebKit could not open a test page (${String(error)}): restarting it.`);
      await this.restart();
      await this.open(id, url);
    }
  }

  private async open(id: string, url: string): Promise<void> {
    const launcher = this as unknown as {
      ensureManagerInitialized(): Promise<void>;
      driverManager: {startSession(id: string, url: string): Promise<void>};
    };
    await launcher.ensureManagerInitialized();
    await launcher.driverManager.startSession(id, url);
  }

  /** A new driver and browser session: the next call to the driver makes the session. */
  private async restart(): Promise<void> {
    await this.stop();
    await this.startDriver();
  }

  private async startDriver(): Promise<void> {
    // Not composited: the same tests in less than half the time (engines.ts).
    this.driverProcess = await startWebKitDriver({composited: false});
    // WebdriverLauncher keeps the object it was given and reads the port when it connects.
    this.connection.port = this.driverProcess.port;
  }

  /** Types `text` one key after the other: WebdriverIO's `keys` holds them all down at once. */
  async typeText(text: string): Promise<void> {
    const driver = (this as unknown as {driver: Browser}).driver;
    const keys = driver.action('key');
    for (const key of text) keys.down(key).up(key);
    await keys.perform();
  }

  /** Sizes the window so that its viewport is `width` by `height` CSS px. */
  async setViewport(width: number, height: number): Promise<void> {
    const driver = (this as unknown as {driver: Browser}).driver;
    const [chromeWidth, chromeHeight] = await driver.execute(() => [
      window.outerWidth - window.innerWidth,
      window.outerHeight - window.innerHeight,
    ]);
    await driver.setWindowSize(width + chromeWidth, height + chromeHeight);
  }

  override async stop(): Promise<void> {
    await super.stop();
    this.driverProcess?.stop();
  }
}

export const launcherFor = (engine: Engine): BrowserLauncher => {
  switch (engine) {
    case 'chromium':
      return playwrightLauncher({product: 'chromium', launchOptions: chromiumLaunchOptions});
    case 'firefox':
      return chromeLauncher({puppeteer: puppeteerCore, launchOptions: firefoxLaunchOptions});
    case 'webkit':
      return new WebKitLauncher();
  }
};

interface KeyboardPage {
  keyboard: {
    press(key: string): Promise<void>;
    type(text: string): Promise<void>;
    down(key: string): Promise<void>;
    up(key: string): Promise<void>;
  };
  setViewport?(size: {width: number; height: number}): Promise<unknown>;
  setViewportSize?(size: {width: number; height: number}): Promise<unknown>;
}

/** The launcher of a session, as far as the commands below use it. */
interface SessionBrowser {
  type: string;
  getPage?(id: string): KeyboardPage;
  sendKeys?(id: string, keys: string[]): Promise<void>;
}

/**
 * The `wac-*` commands of engine-harness.ts: the engine's name, a key or chord pressed, the viewport
 * set, each as the engine's driver does it.
 */
export const engineCommands = (engine: Engine): TestRunnerPlugin => ({
  name: 'wac-engine-commands',
  async executeCommand({command, payload, session}) {
    const browser = session.browser as unknown as SessionBrowser;
    const page = () => {
      if (browser.getPage === undefined) throw new Error(`no page in ${engine}`);
      return browser.getPage(session.id);
    };
    if (command === 'wac-engine') return engine;
    if (command === 'wac-press') {
      const {key} = payload as {key: string};
      if (browser.type === 'webdriver') {
        // WebDriver holds the keys of one call down together: a chord.
        await browser.sendKeys?.(session.id, key.split('+'));
      } else if (browser.type === 'playwright') {
        await page().keyboard.press(key);
      } else {
        // Puppeteer over BiDi knows single keys only.
        const keys = key.split('+');
        const last = keys.pop() ?? key;
        for (const modifier of keys) await page().keyboard.down(modifier);
        await page().keyboard.press(last);
        for (const modifier of keys.reverse()) await page().keyboard.up(modifier);
      }
      return true;
    }
    if (command === 'wac-type') {
      const {text} = payload as {text: string};
      if (browser instanceof WebKitLauncher) await browser.typeText(text);
      else await page().keyboard.type(text);
      return true;
    }
    if (command === 'wac-viewport') {
      const size = payload as {width: number; height: number};
      if (browser instanceof WebKitLauncher) await browser.setViewport(size.width, size.height);
      else if (browser.type === 'playwright') await page().setViewportSize?.(size);
      else await page().setViewport?.(size);
      return true;
    }
    return undefined;
  },
});
