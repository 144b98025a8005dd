/**
 * Requests start a few per turn of the event loop, so a burst of them never holds up the answers
 * already streaming (`src/server/turn-gate.ts`). Every server test goes through the gate too: each
 * request `toNodeHandler` serves is started by it. (A burst made in the test's own process arrived
 * one request per turn even without the gate, so the per-turn bound is tested here, on the gate.)
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {setImmediate as nextTurn} from 'node:timers/promises';
import {createTurnGate} from '../../src/server/turn-gate.js';

void describe('turn gate', () => {
  void it('should start a burst a few per turn, in the order it came', async () => {
    const gate = createTurnGate(4);
    const started: number[] = [];
    for (let index = 0; index < 10; index++) gate(() => started.push(index));
    assert.deepEqual([...started], [], 'nothing starts in the turn it arrives in');
    await nextTurn();
    assert.deepEqual([...started], [0, 1, 2, 3]);
    await nextTurn();
    assert.deepEqual([...started], [0, 1, 2, 3, 4, 5, 6, 7]);
    await nextTurn();
    assert.deepEqual([...started], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    gate(() => started.push(10));
    await nextTurn();
    assert.equal(started.at(-1), 10, 'a later request starts on the next turn');
  });
});
