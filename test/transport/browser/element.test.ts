import {expect} from '@open-wc/testing';
import '../../../src/browser/element/define.js';
import {
  answerScript,
  chat,
  input,
  lastAnswer,
  lastAnswerText,
  nextEvent,
  part,
  scripted,
  send,
  sse,
  stop,
  until,
  waitForSettled,
  whileHidden,
} from '../../helpers/chat-harness.js';
import type {WealthAgentChat} from '../../../src/browser/element/wealth-agent-chat.js';
import type {Script, ScriptStep} from '../../helpers/scripted-server.js';

const errorText = (el: WealthAgentChat) => part(el, 'error')?.textContent ?? '';

const utf8 = (text: string) => [...new TextEncoder().encode(text)];

describe('<wealth-agent-chat> transport', () => {
  describe('a well-formed stream', () => {
    it('should render the streamed markdown and list the sources with their citations', async () => {
      const server = await scripted(
        answerScript(
          ['## Wealth tax\n\n', 'France taxes **real estate** ', 'above €1.3m [1].\n'],
          [{id: 1, title: 'Code général des impôts', url: 'https://www.legifrance.gouv.fr/'}],
        ),
      );
      const el = await chat(server.url);
      const done = nextEvent(el, 'wac-done');
      await send(el, 'Is there a wealth tax?');
      const {detail} = await done;

      expect(detail.answer).to.equal(
        '## Wealth tax\n\nFrance taxes **real estate** above €1.3m [1].\n',
      );
      const answer = lastAnswer(el);
      expect(answer.querySelector('strong')?.textContent).to.equal('real estate');
      const citation = answer.querySelector<HTMLAnchorElement>('.answer a.citation');
      expect(citation?.href).to.equal('https://www.legifrance.gouv.fr/');
      const sourceLink = part(el, 'sources')?.querySelector('a');
      expect(sourceLink?.textContent).to.contain('Code général des impôts');
      expect(sourceLink?.getAttribute('target')).to.equal('_blank');
      expect(sourceLink?.getAttribute('rel')).to.equal('noopener noreferrer');
    });

    it('should read chunks split mid-line and inside a UTF-8 character, CRLF endings and comments', async () => {
      const event = sse('delta', {delta: {content: 'Zürich € résidence'}}).replace(/\n/g, '\r\n');
      const bytes = utf8(event);
      const euro = bytes.indexOf(0xe2);
      const server = await scripted({
        steps: [
          {text: ': ping\r\n\r\n'},
          {bytes: bytes.slice(0, 9)},
          {delay: 20},
          {bytes: bytes.slice(9, euro + 1)},
          {delay: 20},
          {bytes: bytes.slice(euro + 1)},
          {text: ': ping\n\n'},
          {text: sse('done', {final_message: {role: 'assistant', content: 'Zürich € résidence'}})},
        ],
      });
      const el = await chat(server.url);
      const done = nextEvent(el, 'wac-done');
      await send(el, 'Bonjour');
      expect((await done).detail.answer).to.equal('Zürich € résidence');
      expect(lastAnswerText(el)).to.equal('Zürich € résidence');
    });

    it('should skip malformed JSON and unknown events and still finish the answer', async () => {
      const server = await scripted({
        steps: [
          {text: sse('delta', {delta: {content: 'First. '}})},
          {text: 'event: delta\ndata: {"delta": {"content": \n\n'},
          {text: sse('surprise', {anything: true})},
          {text: 'data: not json at all\n\n'},
          {text: sse('delta', {delta: {content: 'Second.'}})},
          {text: sse('done', {final_message: {role: 'assistant', content: 'First. Second.'}})},
        ],
      });
      const el = await chat(server.url);
      const done = nextEvent(el, 'wac-done');
      await send(el, 'Question');
      expect((await done).detail.answer).to.equal('First. Second.');
      expect(part(el, 'error')).to.equal(null);
    });
  });

  describe('failures', () => {
    const statuses: [number, string][] = [
      [400, 'request was invalid'],
      [401, 'access refused'],
      [422, 'incomplete'],
      [429, 'daily usage limit'],
      [500, 'ran into a problem'],
      [502, 'temporarily unavailable'],
    ];
    for (const [status, words] of statuses) {
      it(`should explain a ${status} and give the question back to the input`, async () => {
        const server = await scripted({
          status,
          headers: {'content-type': 'application/json'},
          steps: [{text: JSON.stringify({error: {status, code: 'x', message: 'Upstream words'}})}],
        });
        const el = await chat(server.url);
        const failed = nextEvent(el, 'wac-error');
        await send(el, 'My carefully typed question');
        const {detail} = await failed;
        await el.updateComplete;
        expect(detail.status).to.equal(status);
        expect(errorText(el)).to.contain(words);
        expect(errorText(el)).to.contain('Upstream words');
        await until(() => input(el).value === 'My carefully typed question', 'the text back');
      });
    }

    it("should tell the proxy's rate limit from the daily quota", async () => {
      const server = await scripted({
        status: 429,
        headers: {'content-type': 'application/json', 'retry-after': '30'},
        steps: [
          {
            text: JSON.stringify({
              error: {status: 429, code: 'rate_limited', message: 'Slow down'},
            }),
          },
        ],
      });
      const el = await chat(server.url);
      const failed = nextEvent(el, 'wac-error');
      await send(el, 'Question');
      expect((await failed).detail.kind).to.equal('rate-limited');
      await el.updateComplete;
      expect(errorText(el)).to.contain('wait a moment');
    });

    it('should refuse a 500 that claims to be an event stream', async () => {
      const server = await scripted({
        status: 500,
        steps: [{text: sse('delta', {delta: {content: 'not an answer'}})}],
      });
      const el = await chat(server.url);
      const failed = nextEvent(el, 'wac-error');
      await send(el, 'Question');
      expect((await failed).detail.kind).to.equal('server');
      expect(lastAnswerText(el)).to.equal('');
    });

    it('should explain an HTML page from a gateway without showing its markup', async () => {
      const server = await scripted({
        headers: {'content-type': 'text/html'},
        steps: [{text: '<html><body><h1>Bad gateway</h1><script>alert(1)</script></body></html>'}],
      });
      const el = await chat(server.url);
      const failed = nextEvent(el, 'wac-error');
      await send(el, 'Question');
      expect((await failed).detail.kind).to.equal('not-sse');
      await el.updateComplete;
      expect(errorText(el)).to.contain('unexpected reply');
      expect(errorText(el)).not.to.contain('<');
    });

    /** Ways an answer is cut after it began: each keeps the partial answer and says why. */
    const cuts: Array<{name: string; after: ScriptStep[]; kind: string; says: string}> = [
      {name: 'the stream ends without done', after: [], kind: 'interrupted', says: 'interrupted'},
      {
        name: 'an error event arrives',
        after: [{text: sse('error', {error: {code: 'quota_exceeded', message: 'Quota used up'}})}],
        kind: 'quota',
        says: 'daily usage limit',
      },
      {
        // A load balancer whose instance died: a network error, after the answer began.
        name: 'the connection is lost (an interruption, not "no connection")',
        after: [{hold: true}, {corrupt: true}],
        kind: 'interrupted',
        says: 'interrupted',
      },
      {
        name: 'the proxy shuts down for a deploy',
        after: [{text: sse('error', {error: {code: 'shutting_down', message: 'Restarting'}})}],
        kind: 'interrupted',
        says: 'interrupted',
      },
    ];
    for (const cut of cuts) {
      it(`should keep the partial answer and say why when ${cut.name}`, async () => {
        const server = await scripted({
          steps: [{text: sse('delta', {delta: {content: 'The first half'}})}, ...cut.after],
        });
        const el = await chat(server.url);
        const failed = nextEvent(el, 'wac-error');
        await send(el, 'Question');
        await until(() => lastAnswerText(el) === 'The first half', 'the first half on screen');
        await server.release();
        const {detail} = await failed;
        await el.updateComplete;
        expect(detail.kind).to.equal(cut.kind);
        expect(detail.partial).to.equal(true);
        expect(lastAnswerText(el)).to.equal('The first half');
        expect(errorText(el)).to.contain(cut.says);
      });
    }

    it('should retry with exactly one new request after a connection dies mid-stream', async () => {
      const server = await scripted({
        steps: [{text: sse('delta', {delta: {content: 'Cut '}})}, {hold: true}, {destroy: true}],
      });
      const el = await chat(server.url);
      const failed = nextEvent(el, 'wac-error');
      await send(el, 'Question');
      await until(() => lastAnswerText(el) === 'Cut', 'the partial answer on screen');
      await server.release();
      await failed;
      await el.updateComplete;
      expect(lastAnswerText(el)).to.equal('Cut');
      const retry = part(el, 'error')?.querySelector('button');
      const failedAgain = nextEvent(el, 'wac-error');
      retry?.click();
      await failedAgain;
      expect((await server.log()).requests).to.equal(2);
    });
  });

  describe('one request per user action', () => {
    it('should stop on the stop button, keep the partial answer and close the connection', async () => {
      const server = await scripted({
        steps: [{text: sse('delta', {delta: {content: 'Before stop'}})}, {hang: true}],
      });
      const el = await chat(server.url);
      await send(el, 'Question');
      await until(() => lastAnswerText(el) === 'Before stop', 'the first delta');
      await stop(el);
      await waitForSettled(el);
      expect(lastAnswerText(el)).to.equal('Before stop');
      expect(lastAnswer(el).textContent).to.contain('Answer stopped');
      const log = await server.waitFor((current) => current.closedEarly === 1, 'the close');
      expect(log.closedEarly).to.equal(1);
      expect(log.requests).to.equal(1);
    });

    it('should not send the question again when a hidden tab becomes visible', async () => {
      const server = await scripted({
        steps: [
          {text: sse('delta', {delta: {content: 'Slow '}})},
          {delay: 300},
          ...answerScript(['answer']).steps,
        ],
      });
      const el = await chat(server.url);
      const done = nextEvent(el, 'wac-done');
      await send(el, 'Question');
      await whileHidden(() => new Promise((resolve) => setTimeout(resolve, 50)));
      await done;
      expect((await server.log()).requests).to.equal(1);
    });

    it('should let the page veto a question, which then stays in the input', async () => {
      const server = await scripted(answerScript(['unused']));
      const el = await chat(server.url);
      el.addEventListener('wac-send', (event) => {
        event.preventDefault();
      });
      await send(el, 'Vetoed question');
      await until(() => input(el).value === 'Vetoed question', 'the text back');
      expect((await server.log()).requests).to.equal(0);
    });
  });

  describe('the request', () => {
    it('should send the attributes, the history and one session id, never a key', async () => {
      const script: Script = answerScript(['Answer ', 'one.']);
      const server = await scripted(script);
      const el = await chat(server.url, {
        residence: 'ch',
        language: 'de',
        effort: 'high',
        'extended-thinking': true,
      });
      let done = nextEvent(el, 'wac-done');
      await send(el, 'First');
      await done;
      el.residence = 'lu';
      el.effort = 'auto';
      el.extendedThinking = false;
      done = nextEvent(el, 'wac-done');
      await send(el, 'Second');
      await done;

      const log = await server.log();
      const [first, second] = log.bodies as Record<string, unknown>[];
      expect(first).to.deep.include({
        residence: 'ch',
        language: 'de',
        effort: 'high',
        extended_thinking: true,
        messages: [{role: 'user', content: 'First'}],
      });
      expect(second).to.deep.include({residence: 'lu', effort: null, extended_thinking: false});
      expect(second?.['messages']).to.deep.equal([
        {role: 'user', content: 'First'},
        {role: 'assistant', content: 'Answer one.'},
        {role: 'user', content: 'Second'},
      ]);
      expect(second?.['session_id']).to.equal(first?.['session_id']);
      expect(el.messages).to.have.length(4);
      for (const headers of log.headers) {
        expect(headers['authorization']).to.equal(undefined);
        expect(headers['content-type']).to.equal('application/json');
      }
    });

    it('should send only the last history-turns turns once past ten', async () => {
      const server = await scripted(answerScript(['ok']));
      const el = await chat(server.url, {language: undefined, 'history-turns': '4'});
      for (let turn = 1; turn <= 11; turn++) {
        const done = nextEvent(el, 'wac-done');
        await send(el, `Question ${turn}`);
        await done;
      }
      const bodies = (await server.log()).bodies as {messages: {role: string; content: string}[]}[];
      expect(bodies[9]?.messages).to.have.length(19);
      const last = bodies[10]?.messages ?? [];
      expect(last).to.have.length(7);
      expect(last[0]).to.deep.equal({role: 'user', content: 'Question 8'});
    });

    it('should start a new session on reset', async () => {
      const server = await scripted(answerScript(['ok']));
      const el = await chat(server.url);
      let done = nextEvent(el, 'wac-done');
      await send(el, 'One');
      await done;
      el.reset();
      await el.updateComplete;
      expect(el.messages).to.deep.equal([]);
      expect(part(el, 'assistant-message')).to.equal(null);
      done = nextEvent(el, 'wac-done');
      await send(el, 'Two');
      await done;
      const [a, b] = (await server.log()).bodies as {session_id: string}[];
      expect(a?.session_id).to.be.a('string').and.not.equal(b?.session_id);
    });
  });
});
