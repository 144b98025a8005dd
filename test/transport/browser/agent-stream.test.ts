import {expect} from '@open-wc/testing';
import {streamAgent} from '../../../src/browser/transport/agent-stream.js';
import {scripted, sse, whileHidden, withFrames} from '../../helpers/chat-harness.js';
import type {AgentEvent} from '../../../src/protocol/index.js';

const request = {
  messages: [{role: 'user' as const, content: 'Compare wealth taxes'}],
  session_id: 'transport',
  residence: 'fr' as const,
  language: 'en' as const,
  extended_thinking: false,
  effort: null,
};

/** `count` deltas in one write. */
const burstOf = (count: number) =>
  Array.from({length: count}, (_, i) => sse('delta', {delta: {content: `${String(i)} `}})).join('');

/** 200 KB of deltas in one write: parsed over many slices, each after a yield to the browser. */
const BURST = burstOf(4_000);

/** A server that sends {@link BURST}, then `done`. */
const burst = () => scripted({steps: [{text: BURST}, {text: sse('done', {})}]});

/** Reads an answer from `url` to its end, with nothing to stop it. */
const read = (url: string, onEvent: (event: AgentEvent) => void) =>
  streamAgent({url, body: request, signal: new AbortController().signal, onEvent});

/** Settles with 'still waiting' after 3 s: a stream that should end first races it. */
const stillWaiting = () => new Promise((resolve) => setTimeout(resolve, 3_000, 'still waiting'));

describe('the element transport', () => {
  it('should deliver no event once stopped, even of bytes it has already read', async () => {
    // Read long before it is all parsed.
    const server = await scripted({steps: [{text: BURST}, {hang: true}]});
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

  it('should read a burst to its end when the page is hidden while it waits for a frame', async () => {
    // Three times the usual burst: Firefox parses 4,000 deltas within one slice.
    const server = await scripted({steps: [{text: burstOf(12_000)}, {text: sse('done', {})}]});
    let events = 0;
    // What a page that is hidden gets: no frame, until it is shown again.
    await withFrames(
      () => 0,
      async () => {
        const end = read(server.url, () => {
          events++;
        });
        // The user leaves the tab once the first slice is parsed and the transport waits for a frame.
        // Not a fixed delay: past the frame wait's 150 ms the transport reads on without a frame,
        // and a quick run then parsed the whole burst before the tab was left.
        while (events === 0) await new Promise((resolve) => setTimeout(resolve, 5));
        expect(events, 'a burst that outlasts its first slice').to.be.below(12_001);
        await whileHidden(async () => {
          expect(
            await Promise.race([end, stillWaiting()]),
            'the stream, read while hidden',
          ).to.equal('closed');
          expect(events, 'events read while hidden').to.equal(12_001);
        });
      },
    );
  });

  it('should read a burst to its end on a visible page that gets no frames', async () => {
    // Chromium gives an off-screen cross-origin iframe no frames, while its page is visible: a chat
    // embedded in one must not leave its answer half read on an open connection until it is
    // scrolled to, where a proxy's idle timeout can cut it.
    const server = await burst();
    let events = 0;
    const end = await withFrames(
      () => 0,
      () =>
        Promise.race([
          read(server.url, () => {
            events++;
          }),
          stillWaiting(),
        ]),
    );
    expect(end, 'the stream').to.equal('closed');
    expect(events, 'events').to.equal(4_001);
  });

  it("should parse a burst in tasks between frames, never in a frame's task", async () => {
    // A frame renders, lays out and paints what came: a slice of parsing in the same task made it
    // up to 8 ms longer, and a burst's frames are the page's longest tasks (issue 17).
    const server = await burst();
    // Frames come when the test says, so it can see what runs in a frame's task.
    const frames: FrameRequestCallback[] = [];
    let events = 0;
    // An object, not a `let`: it is set in a callback, which TypeScript's narrowing cannot see.
    const stream = {closed: false};
    let parsedInFrames = 0;
    let frameCount = 0;
    await withFrames(
      (callback) => frames.push(callback),
      async () => {
        const end = read(server.url, () => {
          events++;
          // The work an element does with its events, so that the burst outlasts a slice.
          if (events % 200 === 0) {
            for (const start = performance.now(); performance.now() - start < 2;);
          }
        }).then((result) => {
          stream.closed = true;
          return result;
        });
        for (let tries = 0; tries < 500; tries++) {
          while (frames.length === 0 && !stream.closed) {
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
          if (stream.closed) break;
          frameCount++;
          const before = events;
          for (const callback of frames.splice(0)) callback(performance.now());
          // The frame's task: its callbacks, then the promise reactions they set off.
          for (let hop = 0; hop < 20; hop++) await Promise.resolve();
          parsedInFrames += events - before;
        }
        expect(stream.closed, 'the stream, read to its end').to.equal(true);
        expect(await end).to.equal('closed');
      },
    );
    expect(events, 'events').to.equal(4_001);
    expect(parsedInFrames, 'events parsed in a frame').to.equal(0);
    expect(frameCount, 'frames the burst was parsed over').to.be.above(2);
  });

  it('should not wait for a frame after every read of a stream that comes slowly', async () => {
    // Twenty deltas 30 ms apart, as a model streams: almost no parsing, mostly waiting.
    const steps = Array.from({length: 20}, (_, i) => [
      {text: sse('delta', {delta: {content: `${String(i)} `}})},
      {delay: 30},
    ]).flat();
    const server = await scripted({steps: [...steps, {text: sse('done', {})}]});
    const original = window.requestAnimationFrame.bind(window);
    const scope = globalThis as {scheduler?: {yield?: () => Promise<void>}};
    const originalYield = scope.scheduler?.yield;
    let yields = 0;
    window.requestAnimationFrame = (callback) => {
      yields++;
      return original(callback);
    };
    if (scope.scheduler && originalYield) {
      scope.scheduler.yield = () => {
        yields++;
        return originalYield.call(scope.scheduler);
      };
    }
    const events: AgentEvent[] = [];
    try {
      await read(server.url, (event) => events.push(event));
    } finally {
      window.requestAnimationFrame = original;
      if (scope.scheduler && originalYield) scope.scheduler.yield = originalYield;
    }
    expect(events, 'events').to.have.length(21);
    // Time spent waiting for the network is no parsing: a yield per read asked for 60 frames a
    // second, each with its own paint, for nothing.
    expect(yields, 'yields to the browser').to.be.below(3);
  });
});
