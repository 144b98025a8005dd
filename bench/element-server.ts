/**
 * The element bench's local server: the packed script-tag bundle, a page holding the element, a
 * page holding the naive renderer every chat widget starts with (`marked.parse` of the whole answer
 * and `innerHTML`, on each delta), and an SSE answer in 5-character deltas, delivered in one burst
 * or paced like a fast model.
 */
import {readFileSync} from 'node:fs';
import {createServer} from 'node:http';
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {setTimeout as sleep} from 'node:timers/promises';
import {encodeSseEvent} from '../src/protocol/sse.ts';
import {bundleFile} from '../test/helpers/bundle-files.ts';
import {FIXTURE_SOURCES, longAnswer} from './answer-fixture.ts';

export const BUNDLE = new URL('../dist/wealth-agent-chat.js', import.meta.url);
const MARKED = new URL('../node_modules/marked/lib/marked.esm.js', import.meta.url);
const DELTA = 5;

/** The SSE body of an answer in 5-character deltas, as frames, then its sources and `done`. */
const frames = (size: number): string[] => {
  const text = longAnswer(size);
  const out: string[] = [];
  for (let at = 0; at < text.length; at += DELTA) {
    out.push(encodeSseEvent('delta', {delta: {content: text.slice(at, at + DELTA)}}));
  }
  out.push(encodeSseEvent('metadata', {data: {markers: FIXTURE_SOURCES}}));
  out.push(encodeSseEvent('done', {final_message: {role: 'assistant', content: text}}));
  return out;
};

const answer = async (res: ServerResponse, url: URL): Promise<void> => {
  const body = frames(Number(url.searchParams.get('size')));
  res.writeHead(200, {'content-type': 'text/event-stream', 'cache-control': 'no-cache'});
  const delivery = url.searchParams.get('delivery');
  if (delivery === 'burst') {
    res.end(body.join(''));
    return;
  }
  // Back to back, `events` events a write: a buffering proxy flushing in pieces, a fast network.
  const events = Number(url.searchParams.get('events'));
  if (delivery === 'writes' && events > 0) {
    for (let at = 0; at < body.length; at += events)
      res.write(body.slice(at, at + events).join(''));
    res.end();
    return;
  }
  // A fast model: 10 deltas every 16 ms, about 3 KB of answer a second.
  for (let at = 0; at < body.length && !res.destroyed; at += 10) {
    res.write(body.slice(at, at + 10).join(''));
    await sleep(16);
  }
  res.end();
};

const STYLE = `<style>body{margin:0} wealth-agent-chat,#naive{display:flex;flex-direction:column;
block-size:700px;inline-size:800px} #out{flex:1;overflow:auto}</style>`;

const ELEMENT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
${STYLE}</head><body><script type="module" src="/wealth-agent-chat.js"></script></body></html>`;

/**
 * A plain page such as an integrator writes: the element a block in the body, no flex container,
 * its size set on it, the script after it.
 */
const PLAIN_PAGE = (
  proxyUrl: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>plain</title></head><body><h1>Ask our assistant</h1>
<wealth-agent-chat language="en" proxy-url="${proxyUrl.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"
style="display:block;width:800px;height:600px"></wealth-agent-chat>
<script type="module" src="/wealth-agent-chat.js"></script></body></html>`;

/**
 * The naive renderer, reading the same stream: each delta re-parses the whole answer and replaces
 * the HTML, then keeps the view at the bottom, as the element does.
 */
const NAIVE_SCRIPT = `import {marked} from '/marked.js';
const out = document.querySelector('#out');
window.ask = async (url) => {
  const response = await fetch(url, {method: 'POST', body: '{}'});
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let text = '';
  for (let read; !(read = await reader.read()).done; ) {
    buffer += decoder.decode(read.value, {stream: true});
    for (let end; (end = buffer.indexOf('\\n\\n')) !== -1; ) {
      const data = buffer.slice(0, end).split('\\n').find((line) => line.startsWith('data: '));
      buffer = buffer.slice(end + 2);
      const event = data ? JSON.parse(data.slice(6)) : {};
      if (event.type !== 'delta') continue;
      text += event.delta.content;
      out.innerHTML = marked.parse(text);
      out.scrollTop = out.scrollHeight;
    }
  }
};`;

const NAIVE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>naive</title>
${STYLE}</head><body><div id="naive"><div id="out"></div><textarea></textarea></div>
<script type="module" src="/naive.js"></script></body></html>`;

const send = (res: ServerResponse, type: string, body: string | Buffer): void => {
  res.writeHead(200, {'content-type': type});
  res.end(body);
};

/** Serves the bench pages on loopback; `url` is its origin. */
export const serve = async (): Promise<{url: string; close: () => void}> => {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    req.resume();
    // The loader and the chat it imports from beside itself.
    const bundle = bundleFile(url.pathname);
    if (url.pathname === '/agent') void answer(res, url);
    else if (bundle) send(res, 'text/javascript', readFileSync(bundle));
    else if (url.pathname === '/marked.js') send(res, 'text/javascript', readFileSync(MARKED));
    else if (url.pathname === '/naive.js') send(res, 'text/javascript', NAIVE_SCRIPT);
    else if (url.pathname === '/naive') send(res, 'text/html', NAIVE_PAGE);
    else if (url.pathname === '/plain')
      send(res, 'text/html', PLAIN_PAGE(url.searchParams.get('answer') ?? '/agent'));
    else send(res, 'text/html', ELEMENT_PAGE);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const {port} = server.address() as AddressInfo;
  return {url: `http://127.0.0.1:${String(port)}`, close: () => server.close()};
};
