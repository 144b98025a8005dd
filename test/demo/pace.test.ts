/**
 * The demo's default pace in front of a client: the comparison question answers in 10 s at the
 * slowest draw, and still streams word by word. Computed from the pacing the simulator applies to
 * the answer's own deltas, so the figure holds on any machine (no timed assertion).
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {DEMO_PACE} from '../../demo/pace.js';
import {suggestionsFor} from '../../demo/suggestions.js';
import {createAgentSimulator, createMemoryKeyStore} from '../../src/server/simulator/index.js';
import {createPacing} from '../../src/server/simulator/pace.js';
import {estimateTokens} from '../../src/server/simulator/tokens.js';

/** The content of each delta of the answer to `question`, streamed without waits. */
const deltasOf = async (question: string): Promise<string[]> => {
  const keyStore = createMemoryKeyStore();
  const key = await keyStore.issue('demo');
  const simulator = createAgentSimulator({keyStore, pace: 'none'});
  const response = await simulator(
    new Request('http://127.0.0.1/api/agent', {
      method: 'POST',
      headers: {authorization: `Bearer ${key}`, 'content-type': 'application/json'},
      body: JSON.stringify({
        messages: [{role: 'user', content: question}],
        session_id: 'pace',
        residence: 'ch',
        language: 'en',
      }),
    }),
  );
  const text = await response.text();
  return [...text.matchAll(/^event: delta\ndata: (.*)$/gm)].map(
    ([, data = '{}']) => (JSON.parse(data) as {delta: {content?: string}}).delta.content ?? '',
  );
};

/** Seconds the answer takes when every wait is drawn at `draw` of its range (0 fastest, 1 slowest). */
const secondsAt = (deltas: readonly string[], draw: number): number => {
  const pacing = createPacing(DEMO_PACE, () => draw);
  let ms = pacing.firstToken();
  for (const delta of deltas.slice(0, -1)) ms += pacing.afterChunk(estimateTokens(delta));
  return ms / 1000;
};

describe("the demo's default pace", () => {
  it('should answer the comparison question within 10 s, streaming it visibly', async () => {
    const compare = suggestionsFor('ch', 'en').find((suggestion) => suggestion.kind === 'compare');
    assert.ok(compare, 'the demo offers no comparison question');
    const deltas = await deltasOf(compare.text);
    assert.ok(deltas.join('').includes('|'), 'the comparison answer has no table');
    const slowest = secondsAt(deltas, 0.999_999);
    const fastest = secondsAt(deltas, 0);
    assert.ok(
      slowest <= 10,
      `the comparison takes up to ${slowest.toFixed(1)} s in front of a client`,
    );
    assert.ok(
      fastest >= 3 && deltas.length >= 100,
      `the comparison arrives in ${String(deltas.length)} pieces over ${fastest.toFixed(1)} s: not read as it streams`,
    );
  });
});
