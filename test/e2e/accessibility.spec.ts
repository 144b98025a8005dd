import {mkdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import {expect, test} from '@playwright/test';
import type {Page} from '@playwright/test';
import type * as AxeCore from 'axe-core';

/**
 * The demo page as people with other needs use it: a small phone or 400 % zoom, Windows High
 * Contrast, overridden text spacing, axe at WCAG 2.2 AA. Screenshots go to
 * .test-results/accessibility/ for a person to look at; the measures are what can fail.
 */

const SHOTS = '.test-results/accessibility';
mkdirSync(SHOTS, {recursive: true});
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** How far the page scrolls sideways: 0 when it reflows. */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement as HTMLElement;
    return root.scrollWidth - root.clientWidth;
  });

/** Asks the suggested wealth question and waits for its answer. */
const askSuggestion = async (page: Page) => {
  await page.locator('.suggestion[data-kind="wealth"]').click();
  await expect(page.locator('wealth-agent-chat [part~="send-button"]')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator('wealth-agent-chat [part~="sources"]').last()).toBeVisible();
};

/** The focused element, looked for through shadow roots. */
const deepFocus = (page: Page) =>
  page.evaluate(() => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    return {
      name: `${element.localName}.${element.className}`,
      outline: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
    };
  });

test.describe('the demo page, accessible', () => {
  test('never scrolls sideways, from 320 px up', async ({page}) => {
    await page.setViewportSize({width: 320, height: 700});
    await page.goto('/');
    await expect(page.locator('#mode')).not.toHaveText('…');
    const overflowing: string[] = [];
    for (let width = 320; width <= 1280; width += width < 480 ? 5 : 80) {
      await page.setViewportSize({width, height: 700});
      const by = await sideways(page);
      if (by > 0) overflowing.push(`${width} px: ${by} px sideways`);
    }
    expect(overflowing).toEqual([]);
    await page.setViewportSize({width: 375, height: 700});
    await page.screenshot({path: `${SHOTS}/demo-375.png`});
  });

  test('reflows at 320 px and at 400 % zoom with an answer on screen, text spacing overridden', async ({
    page,
  }) => {
    // 400 % of a 1280 x 1024 screen is a 320 x 256 CSS px viewport (WCAG 1.4.10).
    for (const [name, height] of [
      ['320', 700],
      ['zoom-400', 256],
    ] as const) {
      await page.setViewportSize({width: 320, height});
      await page.goto('/');
      await askSuggestion(page);
      await page.locator('wealth-agent-chat').scrollIntoViewIfNeeded();
      expect(await sideways(page), `${name}: the page`).toBe(0);
      const log = await page
        .locator('wealth-agent-chat [part~="log"]')
        .evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(log, `${name}: the conversation`).toBeLessThanOrEqual(0);
      // The conversation keeps room to read in: at least a few lines of the answer.
      const logHeight = await page
        .locator('wealth-agent-chat [part~="log"]')
        .evaluate((element) => element.clientHeight);
      expect(logHeight, `${name}: the height of the conversation`).toBeGreaterThanOrEqual(96);
      await page.locator('wealth-agent-chat [part~="log"]').scrollIntoViewIfNeeded();
      await page.screenshot({path: `${SHOTS}/chat-${name}.png`});
    }
    // WCAG 1.4.12: line height 1.5, letter 0.12 em, word 0.16 em, paragraphs 2 em, in the page
    // and inside the chat.
    await page.evaluate(() => {
      const spacing = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
        word-spacing: 0.16em !important; } p { margin-block-end: 2em !important; }`;
      for (const root of [document, document.querySelector('wealth-agent-chat')?.shadowRoot]) {
        if (!root) continue;
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(spacing);
        root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      }
    });
    expect(await sideways(page), 'with text spacing').toBe(0);
    await page.locator('wealth-agent-chat [part~="log"]').scrollIntoViewIfNeeded();
    await page.screenshot({path: `${SHOTS}/chat-zoom-400-text-spacing.png`});
  });

  test('keeps focus visible on every control under forced colours', async ({page}) => {
    await page.emulateMedia({forcedColors: 'active'});
    await page.setViewportSize({width: 1024, height: 800});
    await page.goto('/');
    await askSuggestion(page);
    const invisible: string[] = [];
    let stops = 0;
    for (let press = 0; press < 120; press++) {
      await page.keyboard.press('Tab');
      const focus = await deepFocus(page);
      if (!focus) continue;
      stops++;
      if (focus.outline === 'none' || focus.width < 2) {
        invisible.push(`${focus.name}: ${focus.outline} ${focus.width}`);
      }
      if (stops === 1) await page.screenshot({path: `${SHOTS}/forced-colors-first-focus.png`});
    }
    expect(stops).toBeGreaterThan(30);
    expect([...new Set(invisible)]).toEqual([]);
    const chat = page.locator('wealth-agent-chat');
    await chat.locator('[part~="message-actions"] button').first().focus();
    await chat.screenshot({path: `${SHOTS}/forced-colors-chat.png`});
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`has no serious or critical axe violation, answered, ${scheme}`, async ({browser}) => {
      // axe is injected as a script, which the demo's strict CSP would refuse.
      const context = await browser.newContext({bypassCSP: true, colorScheme: scheme});
      const page = await context.newPage();
      await page.goto('/');
      await askSuggestion(page);
      await page.addScriptTag({path: AXE});
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as {axe: typeof AxeCore}).axe;
        const results = await axe.run(document, {
          runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']},
        });
        return results.violations
          .filter((item) => item.impact === 'serious' || item.impact === 'critical')
          .map(
            (item) => `${item.id}: ${item.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          );
      });
      expect(violations).toEqual([]);
      await context.close();
    });
  }
});
