import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {historyWindow} from '../../src/protocol/index.js';
import type {AgentMessage} from '../../src/protocol/index.js';

/** `turns` answered turns, optionally followed by a new question awaiting its answer. */
const conversation = (turns: number, pending = false): AgentMessage[] => {
  const messages: AgentMessage[] = [];
  for (let turn = 1; turn <= turns; turn++) {
    messages.push({role: 'user', content: `question ${turn}`});
    messages.push({role: 'assistant', content: `answer ${turn}`});
  }
  if (pending) messages.push({role: 'user', content: `question ${turns + 1}`});
  return messages;
};

const firstQuestion = (messages: readonly AgentMessage[]) => messages[0]?.content;

describe('historyWindow', () => {
  it('should send up to 10 turns untouched', () => {
    for (const [turns, pending] of [
      [0, false],
      [1, false],
      [0, true],
      [9, true],
      [10, false],
    ] as const) {
      const messages = conversation(turns, pending);
      assert.deepEqual(
        historyWindow(messages),
        messages,
        `${turns} turns, pending ${String(pending)}`,
      );
    }
  });

  it('should keep the last 6 turns by default once past 10 turns', () => {
    const sent = historyWindow(conversation(10, true));
    assert.equal(sent.length, 11);
    assert.equal(firstQuestion(sent), 'question 6');
    assert.deepEqual(sent.at(-1), {role: 'user', content: 'question 11'});
  });

  it('should keep the number of turns asked for', () => {
    const messages = conversation(25);
    for (const keep of [1, 4, 5, 6, 10]) {
      const sent = historyWindow(messages, keep);
      assert.equal(sent.length, keep * 2, `keep ${keep}`);
      assert.equal(firstQuestion(sent), `question ${26 - keep}`);
      assert.deepEqual(sent.at(-1), {role: 'assistant', content: 'answer 25'});
    }
  });

  it('should always start the sent with a user message', () => {
    for (let turns = 11; turns <= 30; turns++) {
      for (const pending of [false, true]) {
        for (const keep of [1, 3, 4, 6, 10]) {
          const sent = historyWindow(conversation(turns, pending), keep);
          assert.equal(sent[0]?.role, 'user', `${turns} turns, keep ${keep}`);
          sent.forEach((message, index) => {
            assert.equal(message.role, index % 2 === 0 ? 'user' : 'assistant');
          });
        }
      }
    }
  });

  it('should start with a user message even when the history does not alternate', () => {
    const messages: AgentMessage[] = [
      {role: 'assistant', content: 'greeting'},
      ...conversation(12),
      {role: 'assistant', content: 'extra'},
      {role: 'user', content: 'last'},
    ];
    const sent = historyWindow(messages, 2);
    assert.deepEqual(sent, [
      {role: 'user', content: 'question 12'},
      {role: 'assistant', content: 'answer 12'},
      {role: 'assistant', content: 'extra'},
      {role: 'user', content: 'last'},
    ]);
  });

  it('should clamp an unusable number of turns to a sensible one', () => {
    const messages = conversation(20);
    const turnsKept = (keep: number) => historyWindow(messages, keep).length / 2;
    assert.equal(turnsKept(0), 6);
    assert.equal(turnsKept(Number.NaN), 6);
    assert.equal(turnsKept(50), 10);
    assert.equal(turnsKept(Number.POSITIVE_INFINITY), 10);
    assert.equal(turnsKept(-3), 1);
    assert.equal(turnsKept(4.9), 4);
  });

  it('should return copies, so editing the sent never edits the history', () => {
    for (const messages of [conversation(3), conversation(15)]) {
      const before = structuredClone(messages);
      const sent = historyWindow(messages);
      const first = sent[0];
      if (!first) assert.fail('the sent is empty');
      first.content = 'edited';
      sent.push({role: 'user', content: 'pushed'});
      assert.deepEqual(messages, before);
    }
  });
});
