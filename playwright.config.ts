import {defineConfig} from '@playwright/test';
import {chromiumLaunchOptions} from './test/helpers/chromium.ts';

const PORT = Number(process.env['E2E_PORT'] ?? 5199);

/** End-to-end tests: the demo page, through the real proxy, to the real simulator, over HTTP. */
export default defineConfig({
  testDir: 'test/e2e',
  retries: 0,
  workers: 1,
  timeout: 30_000,
  reporter: [['list'], ['junit', {outputFile: '.test-results/e2e.xml'}]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: `npx tsx demo/server.ts --port ${PORT} --pace fast`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
