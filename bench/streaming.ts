/**
 * Streaming: a realistic markdown answer streamed in 5-character deltas, rendered by the element's
 * `MarkdownStream` and by a naive renderer, in headless Chromium. Aim: at most 0.2 times the naive
 * main-thread time at 30 KB, and no task over 50 ms even at 100 KB.
 */
import {fileURLToPath} from 'node:url';
import {chromium} from 'playwright';
import {build} from 'vite';
import {chromiumLaunchOptions} from '../test/helpers/chromium.ts';
import type {BenchResult} from './page.ts';
import type {Rolldown} from 'vite';

const bundle = async (): Promise<string> => {
  const output = (await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      lib: {
        entry: fileURLToPath(new URL('./page.ts', import.meta.url)),
        formats: ['es'],
        fileName: 'bench',
      },
    },
  })) as Rolldown.RolldownOutput[];
  const chunk = output[0]?.output[0];
  if (!chunk) throw new Error('the bench page did not build');
  return chunk.code;
};

const format = (ms: number) => `${ms.toFixed(1)} ms`;

/** Prints the figures; returns the naive renderer's main-thread time at 30 KB, for the element's ratio. */
export async function benchStreaming(): Promise<number> {
  const code = await bundle();
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({content: code, type: 'module'});
    await page.waitForFunction(() => typeof window.runBench === 'function');
    const measure = (kind: 'stream' | 'naive', size: number): Promise<BenchResult> =>
      page.evaluate(([k, s]) => window.runBench(k, s, 5), [kind, size] as const);

    console.log('Streaming a markdown answer in 5-character deltas (headless Chromium)\n');
    // A warm-up pass each, then the measured passes, interleaved so drift hits both alike.
    await measure('stream', 5_000);
    await measure('naive', 5_000);
    const stream30 = await measure('stream', 30_000);
    const naive30 = await measure('naive', 30_000);
    const stream100 = await measure('stream', 100_000);
    console.log('| answer | renderer | deltas | main-thread total | longest task |');
    console.log('| --- | --- | ---: | ---: | ---: |');
    for (const [size, kind, result] of [
      ['30 KB', 'MarkdownStream', stream30],
      ['30 KB', 'naive (parse all + innerHTML)', naive30],
      ['100 KB', 'MarkdownStream', stream100],
    ] as const) {
      console.log(
        `| ${size} | ${kind} | ${String(result.deltas)} | ${format(result.totalMs)} | ${format(result.longestTaskMs)} |`,
      );
    }
    const ratio = stream30.totalMs / naive30.totalMs;
    console.log(`\nratio stream / naive at 30 KB: ${ratio.toFixed(3)} (aim ≤ 0.2)`);
    console.log(`longest task at 100 KB: ${format(stream100.longestTaskMs)} (aim ≤ 50 ms)`);
    return naive30.totalMs;
  } finally {
    await browser.close();
  }
}
