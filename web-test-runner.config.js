import {esbuildPlugin} from '@web/dev-server-esbuild';
import {defaultReporter} from '@web/test-runner';
import {junitReporter} from '@web/test-runner-junit-reporter';
import {engineFromEnv, freePort} from './test/helpers/engines.ts';
import {PATIENCE} from './test/helpers/engine-patience.ts';
import {engineCommands, launcherFor} from './test/helpers/wtr-launchers.ts';
import {testServerMiddleware} from './test/helpers/test-server.ts';

const engine = engineFromEnv();

/**
 * Component tests in one engine (`WAC_ENGINE`: chromium, the default, firefox or webkit), against
 * the real proxy and simulator and a scripted SSE server.
 */
export default {
  // The element's own tests, and the browser half of a concern tested in Node too (test/security…).
  files: ['test/browser/**/*.test.ts', 'test/*/browser/**/*.test.ts'],
  // A free port of its own: the engines' layers start side by side, and the runner's own search
  // from 8000 gave two of them the same port (EADDRINUSE, a layer with no results).
  port: await freePort(),
  nodeResolve: true,
  concurrency: 1,
  testsFinishTimeout: 300_000 * PATIENCE[engine],
  testFramework: {config: {timeout: 10_000 * PATIENCE[engine], retries: 0}},
  browsers: [launcherFor(engine)],
  // test/helpers/wtr-page-setup.ts first: what it changes holds for every test file.
  testRunnerHtml: (framework) =>
    `<!doctype html><html><body><script type="module" src="/test/helpers/wtr-page-setup.ts"></script><script type="module" src="${framework}"></script></body></html>`,
  plugins: [esbuildPlugin({ts: true, tsconfig: 'tsconfig.json'}), engineCommands(engine)],
  middleware: [testServerMiddleware()],
  // Lit's dev build (kept for its checks) prints this notice once per test file: noise in a passing run.
  filterBrowserLogs: ({args}) =>
    !(typeof args[0] === 'string' && args[0].startsWith('Lit is in dev mode')),
  reporters: [
    defaultReporter(),
    junitReporter({outputPath: `.test-results/browser-${engine}.xml`, reportLogs: false}),
  ],
};
