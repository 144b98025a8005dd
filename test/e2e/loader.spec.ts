import {existsSync, readFileSync} from 'node:fs';
import {createServer} from 'node:http';
import {expect, test} from '@playwright/test';
import {startAgentStack} from '../helpers/agent-stack.js';
import {DIST, STRICT_CSP, bundleFile} from '../helpers/bundle-files.js';
import {de} from '../../src/browser/i18n/de.js';
import {en} from '../../src/browser/i18n/en.js';
import type {Page, Route} from '@playwright/test';
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';

/** The chat's module, the second file the entry imports when the chat is needed. */
const CHAT = /\/wealth-agent-chat-[\w-]+\.js$/;

/** A request held until the test lets it go: the chat still on its way. */
const hold = async (page: Page) => {
  let release: (how: 'continue' | 'abort') => void = () => undefined;
  const released = new Promise<'continue' | 'abort'>((resolve) => {
    release = resolve;
  });
  await page.route(CHAT, async (route: Route) => {
    if ((await released) === 'abort') await route.abort();
    else await route.continue();
  });
  return release;
};

/** Counts the requests for the chat's module. */
const countChat = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (CHAT.test(request.url())) seen.push(request.url());
  });
  return seen;
};

/** Serves the chat's module with a line that marks the page once it runs: fetched is not run. */
const markRun = async (page: Page) => {
  await page.route(CHAT, async (route: Route) => {
    const response = await route.fetch();
    const body = `${await response.text()}\nglobalThis.chatRan = true;\n`;
    await route.fulfill({response, body});
  });
};
const chatRan = (page: Page) =>
  page.evaluate(() => (globalThis as {chatRan?: boolean}).chatRan === true);

/**
 * A page that is never idle, or whose idle moment the test chooses: `runIdle()` runs what waited
 * for it, as `requestIdleCallback` would.
 */
const idleOnDemand = async (page: Page) => {
  await page.addInitScript(() => {
    const waiting: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => waiting.push(callback);
    window.cancelIdleCallback = () => undefined;
    Object.assign(window, {
      runIdle: () => {
        for (const callback of waiting.splice(0)) {
          callback({didTimeout: false, timeRemaining: () => 50});
        }
      },
    });
  });
};

/** Every page here is served under the strict policy (csp.spec.ts). */
test.describe('the script-tag loader and the chat it imports', () => {
  const servers: Server[] = [];
  let origin = '';

  test.beforeAll(async () => {
    if (!existsSync(`${DIST}wealth-agent-chat.js`)) {
      throw new Error('dist/wealth-agent-chat.js is missing: run `npm run build` first');
    }
    const {simulator, proxy} = await startAgentStack('loader-test', {pace: 'none'});
    servers.push(simulator);
    const site = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const file = bundleFile(url.pathname);
      if (url.pathname === '/api/chat') {
        proxy(req, res);
      } else if (file) {
        res.writeHead(200, {'content-type': 'text/javascript'});
        res.end(readFileSync(file));
      } else {
        const layout = url.searchParams.get('layout') ?? 'inline';
        const language = url.searchParams.get('language') ?? 'en';
        res.writeHead(200, {'content-type': 'text/html', 'content-security-policy': STRICT_CSP});
        // `image`: the page has an image of its own, which a test may hold.
        const image = url.searchParams.has('image') ? '<img src="/photo.png" alt="">' : '';
        res.end(`<!doctype html><html lang="en"><head>
<script type="module" src="/wealth-agent-chat.js"></script></head><body>${image}
<wealth-agent-chat proxy-url="/api/chat" language="${language}" layout="${layout}"></wealth-agent-chat>
</body></html>`);
      }
    });
    servers.push(site);
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${String((site.address() as AddressInfo).port)}`;
  });

  test.afterAll(() => {
    for (const server of servers) server.close();
  });

  /** Page errors and policy violations of the running test: none is expected. */
  let problems: string[] = [];

  test.beforeEach(async ({page}) => {
    problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    page.on('console', (message) => {
      if (message.text().startsWith('CSP violation')) problems.push(message.text());
    });
  });

  test.afterEach(() => {
    expect(problems).toEqual([]);
  });

  test('defines the element and shows the launcher without the chat, then loads it once on intent', async ({
    page,
  }) => {
    await idleOnDemand(page);
    const requests = countChat(page);
    const release = await hold(page);
    await page.goto(`${origin}/?layout=launcher`);
    const chat = page.locator('wealth-agent-chat');
    const launcher = chat.locator('[part~="launcher"]');
    await expect(launcher).toBeVisible();
    await expect(launcher).toHaveAttribute('title', en.openChat);
    expect(await page.evaluate(() => customElements.get('wealth-agent-chat') !== undefined)).toBe(
      true,
    );
    expect(requests, 'the chat is not fetched before anyone shows interest').toEqual([]);

    await launcher.hover();
    await expect.poll(() => requests.length).toBe(1);
    await launcher.focus();
    release('continue');
    await expect(chat.locator('[part~="panel"]')).toBeAttached();
    await expect(chat.locator('[part~="panel"]')).toBeHidden();
    await launcher.click();
    await expect(chat.locator('[part~="input"]')).toBeFocused();
    await page.evaluate(() => {
      (window as unknown as {runIdle: () => void}).runIdle();
    });
    expect(requests, 'hover, focus, click and idle fetch it once').toHaveLength(1);
  });

  test('fetches the launcher’s chat once the page is idle, and runs it only on intent', async ({
    page,
  }) => {
    await idleOnDemand(page);
    await markRun(page);
    const requests = countChat(page);
    await page.goto(`${origin}/?layout=launcher`);
    const chat = page.locator('wealth-agent-chat');
    await expect(chat.locator('[part~="launcher"]')).toBeVisible();
    expect(requests).toEqual([]);
    await page.evaluate(() => {
      (window as unknown as {runIdle: () => void}).runIdle();
    });
    await expect.poll(() => requests.length).toBe(1);
    await page.waitForLoadState('networkidle');
    // Preloaded: fetched and compiled beside the loader, not run for a visitor who never asks.
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
          (link) => link.href,
        ),
      ),
    ).toEqual(requests);
    expect(await chatRan(page), 'the chat is not run at idle').toBe(false);
    await expect(chat.locator('[part~="panel"]'), 'no chat is built for nobody').toHaveCount(0);
    await chat.locator('[part~="launcher"]').focus();
    await expect.poll(() => chatRan(page), 'the chat runs on intent').toBe(true);
    await expect(chat.locator('[part~="panel"]')).toBeAttached();
    await expect(chat.locator('[part~="panel"]')).toBeHidden();
    expect(requests, 'the idle fetch serves the intent').toHaveLength(1);
  });

  test('fetches the launcher’s chat in an idle moment only once the page has loaded', async ({
    page,
  }) => {
    await idleOnDemand(page);
    const requests = countChat(page);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/photo.png', async (route) => {
      await released;
      await route.fulfill({status: 404});
    });
    await page.goto(`${origin}/?layout=launcher&image`, {waitUntil: 'domcontentloaded'});
    await expect(page.locator('wealth-agent-chat [part~="launcher"]')).toBeVisible();
    const runIdle = () =>
      page.evaluate(() => {
        (window as unknown as {runIdle: () => void}).runIdle();
      });
    await runIdle();
    expect(requests, 'not while the page fetches its own image').toEqual([]);
    release();
    await page.waitForLoadState('load');
    await runIdle();
    await expect.poll(() => requests.length).toBe(1);
  });

  test('opens the panel when the chat arrives after a click, with a busy button meanwhile', async ({
    page,
  }) => {
    await idleOnDemand(page);
    const release = await hold(page);
    await page.goto(`${origin}/?layout=launcher`);
    const chat = page.locator('wealth-agent-chat');
    const launcher = chat.locator('[part~="launcher"]');
    await launcher.click();
    await expect(launcher).toHaveAttribute('aria-busy', 'true');
    await expect(chat.locator('[part~="panel"]')).toHaveCount(0);
    release('continue');
    await expect(chat.locator('[part~="panel"]')).toBeVisible();
    await expect(chat.locator('[part~="input"]')).toBeFocused();
    await expect(launcher).toHaveAttribute('aria-expanded', 'true');
    await expect(launcher).not.toHaveAttribute('aria-busy', 'true');
  });

  test('shows a localized notice when the chat cannot be fetched, and retries', async ({page}) => {
    let fail = true;
    await page.route(CHAT, async (route) => {
      if (fail) await route.abort();
      else await route.continue();
    });
    await page.goto(`${origin}/?language=de`);
    const chat = page.locator('wealth-agent-chat');
    const notice = chat.locator('[part~="error"]');
    await expect(notice).toContainText(de.loadFailed);
    await expect(notice).toHaveAttribute('lang', 'de');
    fail = false;
    await notice.getByRole('button', {name: de.retry}).click();
    await expect(chat.locator('[part~="input"]')).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('shows the notice in the launcher’s panel after a click, and opens once retried', async ({
    page,
  }) => {
    await idleOnDemand(page);
    let fail = true;
    await page.route(CHAT, async (route) => {
      if (fail) await route.abort();
      else await route.continue();
    });
    await page.goto(`${origin}/?layout=launcher&language=de`);
    const chat = page.locator('wealth-agent-chat');
    await chat.locator('[part~="launcher"]').click();
    const panel = chat.locator('[part~="panel"]');
    await expect(panel.locator('[part~="error"]')).toContainText(de.loadFailed);
    fail = false;
    await panel.getByRole('button', {name: de.retry}).click();
    await expect(chat.locator('[part~="input"]')).toBeFocused();
    await expect(chat.locator('[part~="error"]')).toHaveCount(0);
  });

  test('keeps every property, attribute, call and event given before the chat arrived', async ({
    page,
  }) => {
    const release = await hold(page);
    await page.goto(`${origin}/?language=fr`);
    await page.waitForFunction(() => customElements.get('wealth-agent-chat') !== undefined);
    await page.evaluate(() => {
      const el = document.querySelector('wealth-agent-chat');
      if (!el) throw new Error('no element');
      const seen: {send?: unknown; done?: unknown} = {};
      el.addEventListener('wac-send', (event) => {
        seen.send = event.detail.request;
      });
      el.addEventListener('wac-done', (event) => {
        seen.done = event.detail.answer;
      });
      el.language = 'en';
      el.setAttribute('residence', 'ch');
      el.extendedThinking = true;
      el.sessionId = 'hand-over';
      Object.assign(window, {seen, sent: el.send('Is there a wealth tax?')});
    });
    release('continue');
    const result = await page.evaluate(async () => {
      const win = window as unknown as {
        sent: Promise<void>;
        seen: {send?: unknown; done?: unknown};
      };
      await win.sent;
      return win.seen;
    });
    expect(result.send).toMatchObject({
      language: 'en',
      residence: 'ch',
      extended_thinking: true,
      session_id: 'hand-over',
      messages: [{role: 'user', content: 'Is there a wealth tax?'}],
    });
    expect(typeof result.done).toBe('string');
    const chat = page.locator('wealth-agent-chat');
    await expect(chat.locator('[part~="user-message"]')).toHaveText(/Is there a wealth tax\?/);
    await expect(chat.locator('[part~="input"]')).toHaveAttribute('placeholder', en.placeholder);
  });
});
