#!/usr/bin/env node
// Runs every check CI runs, in order, and ends with one line summing the test layers:
// `N passed, M failed`. Each layer writes JUnit XML to .test-results/, which is what is counted.
import {spawn} from 'node:child_process';
import {mkdirSync, readFileSync, readdirSync, rmSync, existsSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import {join} from 'node:path';

const RESULTS = '.test-results';
const only = process.argv[2];
/**
 * The engines the element's browser tests run in, all three unless `WAC_ENGINES` names some (e.g.
 * `WAC_ENGINES=chromium` for a quick run); Firefox and WebKit also run the end-to-end checks
 * (`test/engines/`; Chromium's are Playwright's).
 */
const named = process.env.WAC_ENGINES?.split(',').filter(Boolean);
const browserEngines = named ?? ['chromium', 'firefox', 'webkit'];
const e2eEngines = (named ?? ['firefox', 'webkit']).filter((engine) => engine !== 'chromium');
/**
 * How many steps of one `parallel` group run at once: one a core (each is one browser and the
 * test server feeding it, mostly one busy thread), at most three; `WAC_JOBS` overrides it.
 */
const jobs = Math.max(1, Number(process.env.WAC_JOBS) || Math.min(3, availableParallelism()));
/**
 * Each engine's browser layer, in relative cost (see CONTRIBUTING.md): the longest starts first,
 * so that two cores end together rather than one waiting on WebKit alone at the end.
 */
const BROWSER_COST = {chromium: 1, firefox: 2, webkit: 4};

const walk = (dir, pattern) =>
  existsSync(dir)
    ? readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
        const path = join(dir, entry.name);
        return entry.isDirectory() ? walk(path, pattern) : pattern.test(entry.name) ? [path] : [];
      })
    : [];

// A concern tested in both Node and a browser keeps both in one folder, `node/` and `browser/`
// (test/security, test/transport): Node runs the first, Web Test Runner the second.
const nodeTests = [
  ...walk('test/protocol', /\.test\.ts$/),
  ...walk('test/server', /\.test\.ts$/),
  ...walk('test/demo', /\.test\.ts$/),
  ...walk('test/security/node', /\.test\.ts$/),
  ...walk('test/transport/node', /\.test\.ts$/),
].sort();

/** `node --test` on `files`, one test file at a time, its results in `RESULTS/junit`. */
const nodeTest = (junit, files, reporter = 'spec') => [
  'node',
  '--import',
  'tsx',
  '--test',
  '--test-concurrency=1',
  `--test-reporter=${reporter}`,
  '--test-reporter-destination=stdout',
  '--test-reporter=junit',
  `--test-reporter-destination=${RESULTS}/${junit}`,
  ...files,
];

const steps = [
  {name: 'format', layer: 'checks', cmd: ['npx', 'prettier', '--check', '.']},
  {name: 'lint', layer: 'checks', cmd: ['npx', 'eslint', '.', '--max-warnings', '0']},
  {name: 'typecheck', layer: 'checks', cmd: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json']},
  {name: 'build', layer: 'checks', cmd: ['node', 'scripts/build.mjs']},
  {name: 'size', layer: 'checks', cmd: ['node', 'scripts/check-size.mjs']},
  {name: 'node tests', layer: 'node', junit: 'node.xml', cmd: nodeTest('node.xml', nodeTests)},
  {
    // The proxy has two paths (Node's socket-to-socket fast path above, the fetch-standard handler
    // every other runtime takes): its tests run once more on the second, to behave identically.
    name: 'proxy tests, fetch-standard path',
    layer: 'node',
    junit: 'node-fetch-path.xml',
    env: {WAC_PROXY_PATH: 'fetch'},
    cmd: nodeTest('node-fetch-path.xml', walk('test/server/proxy', /\.test\.ts$/).sort(), 'dot'),
  },
  {
    // The packed tarball installed in a scratch app; needs the build above.
    name: 'package tests',
    layer: 'package',
    junit: 'package.xml',
    cmd: nodeTest('package.xml', walk('test/package', /\.test\.ts$/).sort()),
  },
  {
    // nginx, three proxy processes, redis-server, the simulator and Chromium, as docs/scaling.md
    // deploys them; needs the build above (the browser loads the script-tag bundle).
    name: 'topology tests',
    layer: 'topology',
    junit: 'topology.xml',
    cmd: nodeTest('topology.xml', walk('test/topology', /\.test\.ts$/).sort()),
  },
  // The element's browser tests, once per engine: Chromium (Playwright), Firefox (Puppeteer over
  // WebDriver BiDi), WebKit (WebKitGTK's WebDriver under Xvfb); see test/helpers/engines.ts.
  ...browserEngines.map((engine) => ({
    name: `browser tests, ${engine}`,
    engine,
    layer: 'browser',
    parallel: 'browser',
    cost: BROWSER_COST[engine],
    junit: `browser-${engine}.xml`,
    env: {WAC_ENGINE: engine},
    cmd: ['node', '--import', 'tsx', 'node_modules/@web/test-runner/dist/bin.js'],
  })),
  {
    name: 'e2e tests, chromium',
    engine: 'chromium',
    layer: 'e2e',
    junit: 'e2e.xml',
    cmd: ['npx', 'playwright', 'test'],
  },
  // The end-to-end checks that matter in every engine, in the two Playwright cannot drive here.
  ...e2eEngines.map((engine) => ({
    name: `e2e tests, ${engine}`,
    engine,
    layer: 'e2e',
    parallel: 'engine e2e',
    junit: `e2e-${engine}.xml`,
    env: {WAC_ENGINE: engine},
    cmd: nodeTest(`e2e-${engine}.xml`, ['test/engines/e2e.test.ts']),
  })),
];

const attribute = (attributes, name) =>
  (new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1] ?? '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#10;/g, ' ')
    .replace(/&amp;/g, '&');

/** "file › suite › test: the failure's first 200 characters", for the log's last lines. */
const describe = (testcase, failure) => {
  const where = [
    attribute(testcase, 'file'),
    attribute(testcase, 'classname'),
    attribute(testcase, 'name'),
  ];
  const message = attribute(failure, 'message').trim().slice(0, 200);
  return `${where.filter(Boolean).join(' › ')}${message ? `: ${message}` : ''}`;
};

const count = (file) => {
  if (!existsSync(file)) return {passed: 0, failed: 0, failures: [], missing: true};
  const xml = readFileSync(file, 'utf8');
  let passed = 0;
  /** Each failed test, named as the log's end prints it. */
  const failures = [];
  // Each <testcase> is one test; it failed when it holds a <failure> or <error> element.
  // Node's reporter leaves `>` unescaped inside attributes, so an attribute is read whole, quotes
  // and all: read up to the first `>`, a test named "… <pre> …" hid the 8 tests after it.
  for (const match of xml.matchAll(
    /<testcase\b((?:[^>"]|"[^"]*")*?)(\/>|>([\s\S]*?)<\/testcase>)/g,
  )) {
    const inner = match[3] ?? '';
    // node:test writes a `todo` test as <skipped> next to a <failure>: it is neither.
    if (/<skipped\b/.test(inner)) continue;
    const failure = /<(?:failure|error)\b((?:[^>"]|"[^"]*")*)/.exec(inner);
    if (failure) failures.push(describe(match[1], failure[1]));
    else passed++;
  }
  return {passed, failed: failures.length, failures, missing: false};
};

rmSync(RESULTS, {recursive: true, force: true});
mkdirSync(RESULTS, {recursive: true});

/**
 * Runs one step; its output goes straight to the terminal, or, for a step running beside others,
 * is kept and printed whole once it ended, so that two layers' lines never interleave.
 */
const run = (step, kept) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      stdio: kept ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: {...process.env, ...step.env},
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = Math.round((performance.now() - started) / 1000);
      if (kept) {
        console.log(`\n▶ ${step.name} (ran beside other steps, ${seconds}s)`);
        process.stdout.write(Buffer.concat(output));
      }
      // A step's last lines, printed again beside its failure at the very end: a CI log that
      // keeps only its tail still says why a layer beside others failed.
      const tail = kept ? Buffer.concat(output).toString().trimEnd().split('\n').slice(-25) : [];
      resolve({status: code ?? signal, seconds, tail});
    });
  });

let passed = 0;
let failed = 0;
const problems = [];
/** The last lines of each step that failed beside others. */
const tails = [];
/** Each counted step's tests and wall time, for the table before the last line. */
const table = [];
/** The browser and e2e tests of each engine, summed for the line before the last. */
const byEngine = new Map();
const record = (step, {status, seconds, tail}) => {
  const before = problems.length;
  if (step.junit) {
    const result = count(join(RESULTS, step.junit));
    passed += result.passed;
    failed += result.failed;
    table.push({name: step.name, ...result, seconds});
    if (step.engine) {
      const tally = byEngine.get(step.engine) ?? {passed: 0, failed: 0};
      byEngine.set(step.engine, {
        passed: tally.passed + result.passed,
        failed: tally.failed + result.failed,
      });
    }
    for (const failure of result.failures) problems.push(`${step.name}: ${failure}`);
    if (result.missing) problems.push(`${step.name}: no results were written`);
    else if (result.passed + result.failed === 0) problems.push(`${step.name}: ran no test`);
  }
  if (status !== 0) problems.push(`${step.name}: exited with ${status}`);
  if (problems.length > before && tail.length > 0) tails.push({name: step.name, tail});
};

const selected = steps.filter((step) => !only || step.layer === only);
for (let at = 0; at < selected.length;) {
  const step = selected[at];
  // A run of steps of one parallel group: up to `jobs` at a time, each starting as one ends.
  const group = [step];
  while (step.parallel !== undefined && jobs > 1) {
    const next = selected[at + group.length];
    if (next?.parallel !== step.parallel) break;
    group.push(next);
  }
  at += group.length;
  if (group.length === 1) {
    console.log(`\n▶ ${step.name}`);
    record(step, await run(step, false));
    continue;
  }
  console.log(`\n▶ ${group.map(({name}) => name).join(', ')}: ${jobs} at a time`);
  const started = performance.now();
  const queue = [...group].sort((a, b) => (b.cost ?? 0) - (a.cost ?? 0));
  const results = new Map();
  await Promise.all(
    Array.from({length: Math.min(jobs, group.length)}, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        results.set(next, await run(next, true));
      }
    }),
  );
  // In the steps' order, whichever ended first.
  for (const member of group) record(member, results.get(member));
  const seconds = Math.round((performance.now() - started) / 1000);
  table.push({name: `  ${step.parallel}, in all`, wall: true, seconds});
}

console.log('');
for (const row of table) {
  const time = `${Math.floor(row.seconds / 60)}m${String(row.seconds % 60).padStart(2, '0')}s`;
  if (row.wall) {
    console.log(`${row.name.padEnd(36)} ${''.padStart(25)}  ${time}`);
    continue;
  }
  console.log(
    `${row.name.padEnd(36)} ${String(row.passed).padStart(5)} passed, ${row.failed} failed  ${time}`,
  );
}
for (const {name, tail} of tails) {
  console.error(`\n${name}, its last lines:\n${tail.map((line) => `    ${line}`).join('\n')}\n`);
}
for (const problem of problems) console.error(`✗ ${problem}`);
if (byEngine.size > 0) {
  const engines = [...byEngine].map(
    ([engine, {passed: ok, failed: bad}]) => `${engine} ${ok} passed, ${bad} failed`,
  );
  console.log(`by engine (browser and e2e tests): ${engines.join('; ')}`);
}
// A step that failed without a failed test case (a crash, lint) still counts as one failure.
const unexplained = failed === 0 && problems.length > 0 ? problems.length : 0;
console.log(`${passed} passed, ${failed + unexplained} failed`);
process.exit(problems.length > 0 || failed > 0 ? 1 : 0);
