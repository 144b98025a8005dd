import {expect, test} from '@playwright/test';
import type {Locator, Page} from '@playwright/test';

/**
 * The sales demo as a salesperson drives it in a meeting: every control changes the live chat,
 * the white-label CSS and the embed snippet follow, and the page stays clean under its CSP.
 */

/** Records console errors and CSP violations from the first script on. */
const watchPage = async (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, 'cspViolations', {value: seen});
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return {
    errors,
    violations: () =>
      page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations),
  };
};

const suggestion = (page: Page, kind: string): Locator =>
  page.locator(`.suggestion[data-kind="${kind}"]`);

const waitForAnswer = async (chat: Locator) => {
  await expect(chat.locator('[part~="send-button"]')).toBeVisible({timeout: 20_000});
};

test.describe('the sales demo page', () => {
  test('names each residence in words, with no flag emoji (empty boxes on Linux, letters on Windows)', async ({
    page,
  }) => {
    await page.goto('/');
    const shown = [
      ...(await page.locator('#residence option').allTextContents()),
      await page.locator('#suggestions-context').innerText(),
    ];
    expect(shown).toContain('Switzerland (ch)');
    // Regional indicator letters (U+1F1E6 to U+1F1FF) pair into flags; the globe stood for intl.
    expect(shown.filter((text) => /[\u{1F1E6}-\u{1F1FF}\u{1F310}]/u.test(text))).toEqual([]);
  });

  test('relabels the suggestions and the chat when residence and language change', async ({
    page,
  }) => {
    await page.goto('/');
    const chat = page.locator('wealth-agent-chat');
    await expect(suggestion(page, 'wealth')).toContainText('Switzerland');
    await expect(page.locator('#residence option')).toHaveCount(17);
    await expect(page.locator('#language option')).toHaveCount(6);

    await page.locator('#language').selectOption('de');
    await expect(chat.locator('[part~="input"]')).toHaveAttribute(
      'placeholder',
      /Vermögen, Steuern/,
    );
    await expect(suggestion(page, 'wealth')).toContainText('Schweiz: Wie wird Vermögen');
    await expect(page.locator('#residence option[value="ch"]')).toContainText('Schweiz');
    await expect(page.locator('#disclaimer')).toContainText('keine Steuer');

    await page.locator('#residence').selectOption('es');
    await expect(suggestion(page, 'wealth')).toContainText('Spanien');
    await expect(suggestion(page, 'compare')).toContainText('Spanien und Portugal');
    await expect(page.locator('#suggestions-context')).toContainText('Spanien · Deutsch');

    await page.locator('#language').selectOption('fr');
    await expect(suggestion(page, 'clarify')).toContainText('Espagne : que me conseillez-vous');
    await expect(chat.locator('[part~="send-button"]')).toHaveAccessibleName('Envoyer');

    const request = page.waitForRequest('**/api/chat');
    await suggestion(page, 'wealth').click();
    const body = (await request).postDataJSON() as {residence: string; language: string};
    expect(body).toMatchObject({residence: 'es', language: 'fr'});
    const answer = chat.locator('[part~="assistant-message"]').last();
    await expect(answer.locator('[part~="sources"] li').first()).toBeVisible({timeout: 20_000});
    await expect(answer).toContainText('Espagne');
  });

  test('a preset and the editor restyle the live chat, and the CSS to paste follows', async ({
    page,
  }) => {
    await page.goto('/');
    const chat = page.locator('wealth-agent-chat');
    const accentOf = () =>
      chat.evaluate((element) => getComputedStyle(element).getPropertyValue('--wac-accent').trim());
    const sendBackground = () =>
      chat
        .locator('[part~="send-button"]')
        .evaluate((button) => getComputedStyle(button).backgroundColor);

    await expect.poll(accentOf).toBe('#14284b');
    const classic = await sendBackground();

    await page.locator('.preset', {hasText: 'Modern fintech'}).click();
    await expect.poll(accentOf).toBe('#6d28d9');
    expect(await sendBackground()).toBe('rgb(109, 40, 217)');
    expect(await sendBackground()).not.toBe(classic);
    await expect(page.locator('#bank-name')).toHaveText('Nova Wealth');
    await expect(page.locator('#brand-css')).toContainText('--wac-accent: #6d28d9;');
    await expect(page.locator('#brand-css')).toContainText('--wac-radius: 18px;');

    await page.locator('.preset', {hasText: 'Dark graphite'}).click();
    await expect.poll(accentOf).toBe('#14b8a6');
    await expect(chat).toHaveAttribute('theme', 'dark');
    await expect(page.locator('#theme')).toHaveValue('dark');

    await page.locator('#accent').fill('#0b3d2e');
    await expect.poll(accentOf).toBe('#0b3d2e');
    await expect(page.locator('#brand-css')).toContainText('--wac-accent: #0b3d2e;');
    await page.locator('#radius').fill('2');
    await expect(page.locator('#brand-css')).toContainText('--wac-radius: 2px;');
    await page.locator('#font').selectOption('serif');
    await expect(page.locator('#brand-css')).toContainText('--wac-font-family: Georgia');
    expect(
      await chat.evaluate((element) => getComputedStyle(element).fontFamily.startsWith('Georgia')),
    ).toBe(true);
  });

  test('the embed snippet reflects the settings and copies to the clipboard', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    const snippet = page.locator('#embed-snippet');
    await expect(snippet).toContainText('<script type="module" src=');
    await expect(snippet).toContainText('residence="ch"');
    await expect(snippet).not.toContainText('extended-thinking');

    await page.locator('#residence').selectOption('it');
    await page.locator('#language').selectOption('it');
    await page.locator('#effort').selectOption('high');
    await page.locator('#thinking').check({force: true});
    await page.locator('#theme').selectOption('dark');
    await page.getByLabel('Launcher').check({force: true});
    for (const attribute of [
      'proxy-url="/api/chat"',
      'residence="it"',
      'language="it"',
      'effort="high"',
      'extended-thinking',
      'theme="dark"',
      'layout="launcher"',
    ]) {
      await expect(snippet).toContainText(attribute);
    }

    const chat = page.locator('wealth-agent-chat');
    await expect(chat).toHaveAttribute('layout', 'launcher');
    const launcher = chat.locator('[part~="launcher"]');
    await expect(launcher).toBeVisible();
    await launcher.click();
    await expect(chat.locator('[part~="panel"]')).toBeVisible();

    const copy = page.locator('button[data-copy="embed-snippet"]');
    await copy.click();
    await expect(copy).toHaveText('Copied ✓');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await snippet.textContent());
    expect(copied).toContain('layout="launcher"');
    await expect(copy).toHaveText('Copy snippet', {timeout: 10_000});

    const proxyCopy = page.locator('button[data-copy="proxy-snippet"]');
    await proxyCopy.click();
    await expect(proxyCopy).toHaveText('Copied ✓');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      "import {createAgentProxy, toNodeHandler} from 'wealth-agent-chat/proxy';",
    );
  });

  test('the security panel shows the request the browser sent, without a key, and the CSP', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('#csp')).toContainText("script-src 'self'");
    await expect(page.locator('#csp')).toContainText("require-trusted-types-for 'script'");

    const request = page.waitForRequest('**/api/chat');
    await suggestion(page, 'wealth').click();
    const sent = await request;
    expect(sent.headers()['authorization']).toBeUndefined();
    await waitForAnswer(page.locator('wealth-agent-chat'));

    const body = page.locator('#wire-body');
    await expect(body).toContainText('"residence": "ch"');
    await expect(body).toContainText('"session_id"');
    await expect(body).toContainText('Switzerland: how is wealth taxed');
    expect(JSON.parse((await body.textContent()) ?? '')).toEqual(sent.postDataJSON());

    const headers = page.locator('#wire-headers');
    await expect(headers).toContainText('application/json');
    await expect(headers).toContainText('text/event-stream');
    await expect(headers.locator('dd.absent')).toHaveText(/^none/);

    const panel = page.locator('#security-panel');
    await expect(panel).toContainText('The API key stays on the server.');
    expect(await panel.textContent()).not.toContain('sk_live_');
    expect(await page.content()).not.toContain('sk_live_');
  });

  test('a whole session: clarification form, long answer, themes and layouts, no CSP violation', async ({
    page,
  }) => {
    const watch = await watchPage(page);
    await page.goto('/');
    await expect(page.locator('#mode')).toHaveText('Embedded simulator');
    const chat = page.locator('wealth-agent-chat');

    await page.locator('#thinking').check({force: true});
    await page.locator('.preset', {hasText: 'Modern fintech'}).click();
    await page.locator('#theme').selectOption('dark');

    // A vague question: the agent asks back with a form; answering it gets the answer.
    await suggestion(page, 'clarify').click();
    const form = chat.locator('[part~="clarification"]');
    await expect(form).toBeVisible({timeout: 20_000});
    for (const group of await form.locator('fieldset.field').all()) {
      await group.locator('input[type="radio"]').first().check();
    }
    for (const select of await form.locator('select').all()) {
      await select.selectOption({index: 1});
    }
    await form.locator('button[type="submit"]').click();
    await expect(chat.locator('[part~="sources"]').first()).toBeVisible({timeout: 20_000});
    await waitForAnswer(chat);

    // The in-depth question switches to max effort and cites many sources.
    await page.locator('.preset', {hasText: 'Classic private bank'}).click();
    await page.locator('#theme').selectOption('light');
    await suggestion(page, 'deep').click();
    await expect(page.locator('#effort')).toHaveValue('max');
    await expect(page.locator('#wire-body')).toContainText('"effort": "max"');
    const deep = chat.locator('[part~="assistant-message"]').last();
    await expect(deep.locator('[part~="sources"] li').nth(5)).toBeVisible({timeout: 20_000});
    await expect(deep.locator('[part~="thinking"]')).toBeVisible();
    await waitForAnswer(chat);

    // The cross-border question renders its table.
    await page.locator('#language').selectOption('pt');
    await suggestion(page, 'compare').click();
    const table = chat.locator('[part~="assistant-message"]').last().locator('table');
    await expect(table).toBeVisible({timeout: 20_000});
    await expect(table).toContainText('Suíça');
    await waitForAnswer(chat);

    // Launcher and back, with the conversation kept.
    await page.getByLabel('Launcher').check({force: true});
    await chat.locator('[part~="launcher"]').click();
    await expect(chat.locator('[part~="panel"]')).toBeVisible();
    await expect(chat.locator('[part~="assistant-message"]')).toHaveCount(4);
    await page.getByLabel('Inline').check({force: true});
    await expect(chat.locator('[part~="launcher"]')).toHaveCount(0);

    await page.locator('#reset').click();
    await expect(chat.locator('[part~="message"]')).toHaveCount(0);

    expect(await watch.violations()).toEqual([]);
    expect(watch.errors).toEqual([]);
  });
});
