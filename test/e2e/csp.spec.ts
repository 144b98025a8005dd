import {existsSync, readFileSync} from 'node:fs';
import {createServer} from 'node:http';
import {expect, test} from '@playwright/test';
import {startAgentStack} from '../helpers/agent-stack.js';
import {STRICT_CSP as CSP} from '../helpers/strict-csp.js';
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';

const BUNDLE = 'dist/wealth-agent-chat.js';

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
};

/**
 * The script-tag bundle on a page with the strictest policy a bank would set, answering through
 * the real proxy from the real simulator: markdown, sources, thinking and a clarification form.
 */
test.describe('the script-tag bundle under a strict CSP with Trusted Types', () => {
  const servers: Server[] = [];
  let origin = '';

  test.beforeAll(async () => {
    if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run \`npm run build\` first`);
    const {simulator, proxy} = await startAgentStack('csp-test', {pace: 'none'});
    servers.push(simulator);
    const site = createServer((req, res) => {
      if (req.url === '/api/chat') {
        proxy(req, res);
      } else if (req.url === '/wealth-agent-chat.js') {
        res.writeHead(200, {'content-type': 'text/javascript'});
        res.end(readFileSync(BUNDLE));
      } else {
        res.writeHead(200, {'content-type': 'text/html', 'content-security-policy': CSP});
        res.end(`<!doctype html><html lang="en"><head>
<script type="module" src="/wealth-agent-chat.js"></script></head><body>
<wealth-agent-chat proxy-url="/api/chat" language="en" residence="ch" extended-thinking></wealth-agent-chat>
</body></html>`);
      }
    });
    servers.push(site);
    origin = await listen(site);
  });

  test.afterAll(() => {
    for (const server of servers) server.close();
  });

  test('renders every kind of answer without a policy violation', async ({page}) => {
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        void (
          window as unknown as {reportViolation: (text: string) => Promise<void>}
        ).reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await page.goto(`${origin}/`);
    const chat = page.locator('wealth-agent-chat');
    const input = chat.locator('[part~="input"]');

    await input.fill('Compare wealth and income taxes in Switzerland and France');
    await input.press('Enter');
    const answer = chat.locator('[part~="assistant-message"]').last();
    await expect(answer.locator('[part~="sources"] li').first()).toBeVisible();
    await expect(answer.locator('table')).toBeVisible();
    await expect(answer.locator('a.citation').first()).toBeVisible();
    await expect(answer.locator('[part~="thinking"]')).toBeAttached();

    await input.fill('clarify');
    await input.press('Enter');
    const form = chat.locator('[part~="clarification"]');
    await expect(form).toBeVisible();
    // Answer every question, whatever field the simulator chose for it.
    for (const group of await form.locator('fieldset.field').all()) {
      await group.locator('input[type="radio"]').first().check();
    }
    for (const select of await form.locator('select').all()) {
      await select.selectOption({index: 1});
    }
    for (const text of await form.locator('input[type="text"]').all())
      await text.fill('About 2 million');
    await form.locator('button[type="submit"]').click();
    await expect(chat.locator('[part~="user-message"]')).toHaveCount(3);
    await expect(chat.locator('[part~="send-button"]')).toBeVisible();

    expect(violations).toEqual([]);
  });
});
