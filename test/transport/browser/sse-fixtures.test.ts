import {expect} from '@open-wc/testing';
import {decodeAgentEvent} from '../../../src/protocol/index.js';
import {streamAgent} from '../../../src/browser/transport/agent-stream.js';
import {scripted} from '../../helpers/chat-harness.js';
import {SSE_FIXTURES} from '../sse-fixtures.js';
import type {AgentEvent} from '../../../src/protocol/index.js';
import type {ScriptStep} from '../../helpers/scripted-server.js';

/**
 * The ugly-input fixtures the protocol tests feed the parser in memory, served here over HTTP chunk
 * by chunk to the element's transport: the browser reads a stream with the same parser, so it must
 * see the same events.
 */
describe('the element transport, on ugly SSE input', () => {
  for (const fixture of SSE_FIXTURES) {
    it(`should read ${fixture.name} as the shared parser does`, async () => {
      const steps = fixture.chunks.flatMap((chunk): ScriptStep[] => [
        typeof chunk === 'string' ? {text: chunk} : {bytes: [...chunk]},
        // A pause, so each chunk reaches the browser as a read of its own.
        {delay: 3},
      ]);
      const server = await scripted({steps});
      const events: AgentEvent[] = [];
      const end = await streamAgent({
        url: server.url,
        body: {
          messages: [{role: 'user', content: 'Bonjour'}],
          session_id: 'fixtures',
          residence: 'fr',
          language: 'fr',
          extended_thinking: false,
          effort: null,
        },
        signal: new AbortController().signal,
        onEvent: (event) => events.push(event),
      });
      expect(end).to.equal('closed');
      expect(events).to.deep.equal(fixture.expected.map(decodeAgentEvent));
    });
  }
});
