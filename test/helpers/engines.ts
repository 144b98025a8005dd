/**
 * Firefox and WebKit as the test layers drive them, from Debian's packages: nothing is downloaded at
 * test time. Firefox speaks WebDriver BiDi natively (Puppeteer drives it); WebKitGTK's
 * `WebKitWebDriver` speaks classic WebDriver and needs an X display, so it runs under `xvfb-run`.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {createServer} from 'node:net';
import {once} from 'node:events';

export const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
export type Engine = (typeof ENGINES)[number];

export const FIREFOX_PATH = process.env['FIREFOX_PATH'] ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env['WEBKIT_DRIVER_PATH'] ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH =
  process.env['MINIBROWSER_PATH'] ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Which engine a layer runs in: `WAC_ENGINE`, Chromium when unset. */
export const engineFromEnv = (): Engine => {
  const value = process.env['WAC_ENGINE'] ?? 'chromium';
  if (!(ENGINES as readonly string[]).includes(value)) {
    throw new Error(`WAC_ENGINE must be one of ${ENGINES.join(', ')}, not "${value}"`);
  }
  return value as Engine;
};

/**
 * Firefox's preferences for a test profile: no background traffic (updates, telemetry, safe
 * browsing, captive-portal probes) and no first-run pages, as CHROMIUM_ARGS does for Chromium.
 */
export const FIREFOX_PREFS: Record<string, string | number | boolean> = {
  'app.update.enabled': false,
  'app.normandy.enabled': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'browser.shell.checkDefaultBrowser': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'extensions.update.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'toolkit.telemetry.enabled': false,
};

export const firefoxLaunchOptions = {
  browser: 'firefox' as const,
  executablePath: FIREFOX_PATH,
  headless: true,
  extraPrefsFirefox: FIREFOX_PREFS,
};

/** A free TCP port on the loopback interface. */
export const freePort = async (): Promise<number> => {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
};

/** A running `WebKitWebDriver`, on its own X display. */
export interface WebKitDriver {
  port: number;
  stop(): void;
}

/**
 * Starts `WebKitWebDriver` under `xvfb-run` and resolves once it answers `/status`. With
 * `composited: false`, the MiniBrowser paints its pages without accelerated compositing: Xvfb has no
 * GPU, and Mesa's software OpenGL composited every frame, most of the browser layer's time in
 * WebKit (the slicing tests: 108 s composited, 45 s not). Layout, style, scripts and events are
 * WebKit's either way; `WAC_WEBKIT_COMPOSITED=1` composites as Safari does.
 */
export const startWebKitDriver = async ({composited = true} = {}): Promise<WebKitDriver> => {
  const port = await freePort();
  const env =
    composited || process.env['WAC_WEBKIT_COMPOSITED'] === '1'
      ? process.env
      : {...process.env, WEBKIT_DISABLE_COMPOSITING_MODE: '1'};
  // Its own process group, so stop() ends Xvfb, the driver and every MiniBrowser it started.
  const child: ChildProcess = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1280x1024x24', WEBKIT_DRIVER_PATH, `--port=${port}`],
    {detached: true, stdio: 'ignore', env},
  );
  const stop = () => {
    if (child.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', stop);
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/status`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return {port, stop};
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  stop();
  throw new Error(`WebKitWebDriver did not answer on port ${port}`);
};

/** The capabilities a WebDriver session asks of `WebKitWebDriver` for the MiniBrowser. */
export const webkitCapabilities = {
  browserName: 'MiniBrowser',
  'webkitgtk:browserOptions': {binary: MINIBROWSER_PATH, args: ['--automation']},
  // WebdriverIO 9 asks for a BiDi socket by default; WebKitGTK's driver speaks classic WebDriver.
  'wdio:enforceWebDriverClassic': true,
};
