import {expect} from '@open-wc/testing';
import {streamAgent} from '../../../src/browser/transport/agent-stream.js';
import {scripted, sse} from '../../helpers/chat-harness.js';
import type {AgentEvent} from '../../../src/protocol/index.js';

const request = {
  messages: [{role: 'user' as const, content: 'Compare wealth taxes'}],
  session_id: 'transport',
  residence: 'fr' as const,
  language: 'en' as const,
  extended_thinking: false,
  effort: null,
};

describe('the element transport', () => {
  it('should deliver no event once stopped, even of bytes it has already read', async () => {
    // 200 KB of deltas in one write: read long before it is all parsed.
    const deltas = Array.from({length: 4_000}, (_, i) =>
      sse('delta', {delta: {content: `${String(i)} `}}),
    );
    const server = await scripted({steps: [{text: deltas.join('')}, {hang: true}]});
    const controller = new AbortController();
    const events: AgentEvent[] = [];
    const end = await streamAgent({
      url: server.url,
      body: request,
      signal: controller.signal,
      onEvent: (event) => {
        events.push(event);
        // The user presses stop as the 100th delta is shown.
        if (events.length === 100) controller.abort();
      },
    });
    expect(end).to.equal('aborted');
    expect(events, 'events after the stop').to.have.length(100);
  });
});
