import {readFileSync} from 'node:fs';
import {expect, test} from '@playwright/test';

/** Issue 9 on the demo page: an advisor keeps the conversation, and the bank hears feedback. */
test.describe('keeping answers on the demo page', () => {
  test('downloads the transcript, announces feedback and survives a reload', async ({page}) => {
    await page.goto('/');
    const chat = page.locator('wealth-agent-chat');
    const input = chat.locator('[part~="input"]');
    await input.fill('Is there a wealth tax?');
    await input.press('Enter');
    const actions = chat.locator('[part~="message-actions"]');
    await expect(actions).toBeVisible({timeout: 15_000});

    const download = page.waitForEvent('download');
    await page.locator('#export').click();
    const file = await (await download).path();
    const transcript = readFileSync(file, 'utf8');
    expect(transcript).toContain('Is there a wealth tax?');
    expect(transcript).toMatch(/https:\/\//);

    await actions.locator('button.thumb.up').click();
    await expect(page.locator('#announcer')).toContainText('Feedback');

    await page.reload();
    await expect(chat.locator('[part~="user-message"]')).toHaveCount(1);
    await expect(chat.locator('[part~="sources"]')).toHaveCount(1);
  });
});
