import {expect} from '@open-wc/testing';
import '../../../src/browser/element/define.js';
import {
  answerScript,
  chat,
  input,
  nextEvent,
  part,
  scripted,
  send,
  sse,
  waitForSettled,
} from '../../helpers/chat-harness.js';
import {en} from '../../../src/browser/i18n/en.js';
import {fr} from '../../../src/browser/i18n/fr.js';

import type {ScriptLog} from '../../helpers/scripted-server.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The Idempotency-Key of every request the server saw, in order. */
const keysOf = (log: ScriptLog): string[] =>
  log.headers.map((headers) => {
    const value = headers['idempotency-key'];
    if (typeof value !== 'string') throw new Error('a request came without an Idempotency-Key');
    return value;
  });

describe('<wealth-agent-chat> idempotency', () => {
  describe('the Idempotency-Key header', () => {
    it('should send a fresh random key with each question, never the same twice', async () => {
      const server = await scripted(answerScript(['Yes.']));
      const el = await chat(server.url);
      for (const question of ['First?', 'Second?', 'Third?']) {
        const done = nextEvent(el, 'wac-done');
        await send(el, question);
        await done;
      }
      const keys = keysOf(await server.log());
      expect(keys).to.have.length(3);
      for (const key of keys) expect(key).to.match(UUID);
      expect(new Set(keys).size).to.equal(3, 'a key was reused for another question');
    });

    it('should send one request for a double click on send', async () => {
      const server = await scripted({
        steps: [{delay: 300}, ...answerScript(['Only once.']).steps],
      });
      const el = await chat(server.url);
      const done = nextEvent(el, 'wac-done');
      const field = input(el);
      field.value = 'Double clicked?';
      field.dispatchEvent(new Event('input', {bubbles: true}));
      const button = part(el, 'send-button');
      button?.click();
      button?.click();
      // A script on the page calling send() while busy is a second click too.
      await el.send('Double clicked?');
      await done;
      await waitForSettled(el);
      const log = await server.log();
      expect(log.requests).to.equal(1, 'the double click reached the server twice');
    });

    it('should use a new key when the user retries after an error', async () => {
      const server = await scripted({status: 502, steps: [{text: 'bad gateway'}]});
      const el = await chat(server.url);
      const failed = nextEvent(el, 'wac-error');
      await send(el, 'Will this fail?');
      await failed;
      await el.updateComplete;
      const again = nextEvent(el, 'wac-error');
      part(el, 'error')?.querySelector('button')?.click();
      await again;
      const keys = keysOf(await server.waitFor((log) => log.requests === 2, 'the retry'));
      expect(keys[0]).to.not.equal(keys[1], 'the retry repeated the failed request key');
    });

    it('should use a new key for the answer to a clarification', async () => {
      const server = await scripted({
        steps: [
          {text: sse('clarification', {questions: [{id: 'amount', question: 'How much?'}]})},
          {text: sse('done', {final_message: {role: 'assistant', content: ''}})},
        ],
      });
      const el = await chat(server.url);
      const asked = nextEvent(el, 'wac-clarification');
      await send(el, 'My situation?');
      await asked;
      await el.updateComplete;
      const form = part(el, 'clarification') as HTMLFormElement;
      (form.querySelector('input[type="text"]') as HTMLInputElement).value = '2 million';
      const askedAgain = nextEvent(el, 'wac-clarification');
      form.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
      await askedAgain;
      const keys = keysOf(await server.log());
      expect(keys).to.have.length(2);
      expect(keys[0]).to.not.equal(keys[1]);
    });
  });

  describe('a repeat refused by the proxy (409)', () => {
    const conflict = {
      status: 409,
      headers: {'content-type': 'application/json'},
      steps: [
        {
          text: JSON.stringify({
            error: {status: 409, code: 'conflict', message: 'This request was already received.'},
          }),
        },
      ],
    };

    it('should tell the user the question was already sent, in their language', async () => {
      for (const [language, strings] of [
        ['en', en],
        ['fr', fr],
      ] as const) {
        const server = await scripted(conflict);
        const el = await chat(server.url, {language});
        const failed = nextEvent(el, 'wac-error');
        await send(el, 'Sent twice?');
        const {detail} = await failed;
        expect(detail.kind).to.equal('conflict');
        expect(detail.status).to.equal(409);
        await el.updateComplete;
        expect(part(el, 'error')?.textContent).to.contain(strings.errors.conflict);
      }
    });
  });
});
