import {expect, test} from '@playwright/test';

/** The demo page, as a new user meets it: through the real proxy to the real simulator. */
test.describe('the demo page', () => {
  test('answers a question with streamed markdown and its sources, under a strict CSP', async ({
    page,
  }) => {
    const violations: string[] = [];
    const bodies: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') violations.push(message.text());
    });
    page.on('response', (response) => {
      if (response.url().includes('/api/')) {
        void response.text().then(
          (text) => bodies.push(text),
          () => undefined,
        );
      }
    });
    await page.goto('/');
    await expect(page.locator('#mode')).toHaveText('Embedded simulator');

    const chat = page.locator('wealth-agent-chat');
    await page.locator('#residence').selectOption('ch');
    await page.locator('#language').selectOption('en');
    const input = chat.locator('[part~="input"]');
    await input.fill('How is wealth taxed for a resident?');
    const request = page.waitForRequest('**/api/chat');
    await input.press('Enter');

    const sent = await request;
    expect(sent.headers()['authorization']).toBeUndefined();
    const body = sent.postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({residence: 'ch', language: 'en'});

    const answer = chat.locator('[part~="assistant-message"]').last();
    await expect(answer.locator('h3, h4').first()).toBeVisible();
    await expect(answer.locator('[part~="sources"] li').first()).toBeVisible({timeout: 15_000});
    await expect(chat.locator('[part~="send-button"]')).toBeVisible();
    await expect(answer).toContainText('Switzerland');
    const hrefs = await answer
      .locator('[part~="sources"] a')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^https:\/\//);
    await expect(answer.locator('a.citation').first()).toBeVisible();

    expect(violations.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    expect(bodies.join('\n')).not.toContain('sk_live_');
  });

  test('keeps the conversation going with the history and one session', async ({page}) => {
    await page.goto('/');
    const chat = page.locator('wealth-agent-chat');
    const input = chat.locator('[part~="input"]');
    await input.fill('What about inheritance tax?');
    await input.press('Enter');
    await expect(chat.locator('[part~="send-button"]')).toBeVisible({timeout: 15_000});
    await expect(chat.locator('[part~="sources"]')).toHaveCount(1);

    const request = page.waitForRequest('**/api/chat');
    await input.fill('And capital gains?');
    await input.press('Enter');
    const body = (await request).postDataJSON() as {messages: {role: string}[]};
    expect(body.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    await expect(chat.locator('[part~="sources"]')).toHaveCount(2, {timeout: 15_000});
  });
});
