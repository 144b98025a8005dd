/**
 * `npm run screenshots`: starts the demo on the simulator and photographs it in its states (empty,
 * answered, thinking, error) in light and dark, at 320 px and on a wide screen, into
 * `.screenshots/`, and the README's theme pictures into `docs/images/`. Pixels are what users see; look at them after a visual change.
 */
import {spawn} from 'node:child_process';
import {mkdirSync} from 'node:fs';
import {chromium} from 'playwright';
import {chromiumLaunchOptions} from '../test/helpers/chromium.ts';

const PORT = 5298;
const OUT = '.screenshots';
const base = `http://127.0.0.1:${PORT}/`;

const demo = spawn('npx', ['tsx', 'demo/server.ts', '--port', String(PORT), '--pace', 'fast'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  // Its own process group, so that stopping it also stops the server npx started.
  detached: true,
});
await new Promise<void>((resolve, reject) => {
  demo.stdout.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('demo on')) resolve();
  });
  demo.on('exit', (code) => {
    reject(new Error(`the demo exited with ${String(code)}`));
  });
});

mkdirSync(OUT, {recursive: true});
mkdirSync('docs/images', {recursive: true});
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const scheme of ['light', 'dark'] as const) {
    for (const [name, width, height] of [
      ['narrow', 320, 640],
      ['wide', 1280, 800],
    ] as const) {
      const page = await browser.newPage({viewport: {width, height}, colorScheme: scheme});
      page.setDefaultTimeout(20_000);
      await page.goto(base);
      const chat = page.locator('wealth-agent-chat');
      await page.screenshot({path: `${OUT}/${scheme}-${name}-empty.png`});
      await page.evaluate(() => {
        document.querySelector('wealth-agent-chat')?.setAttribute('extended-thinking', '');
      });
      const input = chat.locator('[part~="input"]');
      await input.fill('Compare wealth taxes in France and Switzerland');
      await input.press('Enter');
      await chat.locator('[part~="sources"]').waitFor({timeout: 20_000});
      await chat.locator('[part~="send-button"]').waitFor();
      await page.screenshot({path: `${OUT}/${scheme}-${name}-answer.png`, fullPage: false});
      await page.evaluate(() => {
        const el = document.querySelector('wealth-agent-chat');
        if (el) el.setAttribute('proxy-url', '/nowhere');
      });
      await input.fill('A question that fails');
      await input.press('Enter');
      await chat.locator('[part~="error"]').waitFor();
      await page.screenshot({path: `${OUT}/${scheme}-${name}-error.png`});
      await page.close();
    }
  }
  // The README's two contrasting themes: the chat frame, as a bank's client would see it.
  for (const [preset, scheme, file] of [
    [0, 'light', 'theme-classic'],
    [2, 'dark', 'theme-graphite'],
  ] as const) {
    const page = await browser.newPage({viewport: {width: 1100, height: 900}, colorScheme: scheme});
    page.setDefaultTimeout(20_000);
    await page.goto(base);
    await page.locator('#presets input[type="radio"]').nth(preset).check();
    const chat = page.locator('wealth-agent-chat');
    const input = chat.locator('[part~="input"]');
    await input.fill('Compare wealth taxes in Switzerland and France');
    await input.press('Enter');
    await chat.locator('[part~="message-actions"]').waitFor();
    await chat.locator('[part~="log"]').evaluate((log) => {
      log.scrollTop = 0;
    });
    await page.locator('#frame').screenshot({path: `docs/images/${file}.png`});
    await page.close();
  }
} finally {
  await browser.close();
  if (demo.pid !== undefined) process.kill(-demo.pid);
}
console.log(`Screenshots in ${OUT}/`);
