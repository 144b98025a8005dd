/**
 * The streaming benchmark's browser side. Each delta is handled in its own task, as network chunks
 * are, and timed; `naive` is the baseline every chat widget starts with: parse the whole text and
 * replace the HTML on each delta.
 */
import {render} from 'lit';
import {marked} from 'marked';
import {MarkdownStream} from '../src/browser/markdown/index.js';
import {FIXTURE_SOURCES, longAnswer} from './answer-fixture.js';

export interface BenchResult {
  totalMs: number;
  longestTaskMs: number;
  deltas: number;
}

const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      resolve();
    };
    channel.port2.postMessage(null);
  });

const run = async (kind: 'stream' | 'naive', size: number, delta: number): Promise<BenchResult> => {
  const text = longAnswer(size);
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  const stream = new MarkdownStream({sources: FIXTURE_SOURCES});
  let totalMs = 0;
  let longestTaskMs = 0;
  let deltas = 0;
  for (let end = delta; end < text.length + delta; end += delta) {
    await nextTask();
    const partial = text.slice(0, end);
    const start = performance.now();
    if (kind === 'stream') {
      render(stream.update(partial, {final: end >= text.length}).view, container);
    } else {
      container.innerHTML = marked.parse(partial, {async: false});
    }
    // Layout is part of what a user waits for: force it inside the timed task.
    container.getBoundingClientRect();
    const spent = performance.now() - start;
    totalMs += spent;
    longestTaskMs = Math.max(longestTaskMs, spent);
    deltas++;
  }
  return {totalMs, longestTaskMs, deltas};
};

declare global {
  interface Window {
    runBench: typeof run;
  }
}

window.runBench = run;
