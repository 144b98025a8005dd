/**
 * Requests start a few per tick of the event loop, so a burst of them never holds up the answers
 * already streaming (`src/server/node/start-gate.ts`). Every server test goes through the gate too: each
 * request `toNodeHandler` serves is started by it. (A burst made in the test's own process arrived
 * one request per tick even without the gate, so the per-tick bound is tested here, on the gate.)
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {setImmediate as nextTick} from 'node:timers/promises';
import {createStartGate} from '../../../src/server/node/start-gate.js';

describe('start gate', () => {
  it('should start a burst a few per tick, in the order it came', async () => {
    const gate = createStartGate(4);
    const started: number[] = [];
    for (let index = 0; index < 10; index++) gate(() => started.push(index));
    assert.deepEqual([...started], [], 'nothing starts in the tick it arrives in');
    await nextTick();
    assert.deepEqual([...started], [0, 1, 2, 3]);
    await nextTick();
    assert.deepEqual([...started], [0, 1, 2, 3, 4, 5, 6, 7]);
    await nextTick();
    assert.deepEqual([...started], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    gate(() => started.push(10));
    await nextTick();
    assert.equal(started.at(-1), 10, 'a later request starts on the next tick');
  });
});
