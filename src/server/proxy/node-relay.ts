import type {ServerResponse} from 'node:http';
import type {Readable} from 'node:stream';
import {createRelay} from './relay-core.js';
import type {RelayOptions} from './relay-core.js';

/**
 * Node's fast path of the relay: the upstream's socket stream written to the browser's response,
 * one write per read, with no WHATWG stream in between (profiled: those streams and their
 * promises were most of the proxy's own time per event; see docs/proxy.md).
 *
 * Backpressure as in the fetch-standard path: when the response's buffer is full, the upstream
 * is paused until it drains, and heartbeats and the idle timeout wait with it.
 *
 * @internal
 */
export const pipeRelay = (upstream: Readable, res: ServerResponse, options: RelayOptions): void => {
  let paused = false;
  const resume = () => {
    paused = false;
    upstream.resume();
    relay.wait();
  };
  const relay = createRelay(
    {
      ...options,
      abortUpstream: () => {
        options.abortUpstream();
        upstream.destroy();
      },
    },
    {
      write: (bytes) => {
        if (!res.write(bytes) && !paused) {
          paused = true;
          relay.pause();
          upstream.pause();
          res.once('drain', resume);
        }
      },
      close: () => {
        res.end();
      },
    },
  );
  upstream.on('data', (bytes: Uint8Array) => {
    relay.data(bytes);
    if (!paused) relay.wait();
  });
  upstream.on('end', () => {
    relay.done();
  });
  upstream.on('error', (error) => {
    relay.failed(error);
  });
  const gone = () => {
    if (!res.writableFinished) relay.cancel();
    upstream.destroy();
  };
  // The browser may have left while the handler was still deciding.
  if (res.destroyed) {
    gone();
    return;
  }
  res.on('close', gone);
  relay.wait();
};
