/**
 * The host-page bench's server: a plain text page such as an integrator writes (a bank's article,
 * no framework), with the chat's launcher, the chat inline, nothing, or deep-chat inline (another
 * embeddable chat, as an anchor), and every script gzipped as a server or CDN sends it, so the
 * page's Resource Timing counts the bytes a visitor pays.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {constants, gzipSync} from 'node:zlib';

export type HostChat = 'none' | 'launcher' | 'inline' | 'deep-chat';

const DIST = new URL('../dist/', import.meta.url);
const DEEP_CHAT = new URL('../node_modules/deep-chat/dist/deepChat.bundle.js', import.meta.url);

const PARAGRAPH = `<p>Our private bankers help families plan across borders: succession, the taxation of
wealth and of capital gains, and the residence rules that decide which country taxes what. This
page describes the services of our wealth planning desk, the documents to prepare before a first
meeting, and the fees that apply to each mandate.</p>`;

const CHAT: Record<HostChat, string> = {
  none: '',
  launcher: `<wealth-agent-chat layout="launcher" language="en" proxy-url="/api/chat"></wealth-agent-chat>
<script type="module" src="/dist/wealth-agent-chat.js"></script>`,
  inline: `<wealth-agent-chat language="en" proxy-url="/api/chat"></wealth-agent-chat>
<script type="module" src="/dist/wealth-agent-chat.js"></script>`,
  'deep-chat': `<deep-chat></deep-chat><script type="module" src="/deep-chat.js"></script>`,
};

const page = (chat: HostChat) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Wealth planning</title>
<style>body{font:16px/1.6 Georgia,serif;max-width:44rem;margin:2rem auto;padding:0 1rem;color:#222}
header{border-bottom:1px solid #ccc} wealth-agent-chat[layout=inline],deep-chat{display:block;height:600px}</style>
</head><body><header><h1>Wealth planning</h1><nav><a href="#">Services</a> · <a href="#">Fees</a>
· <a href="#">Contact</a></nav></header><main>${PARAGRAPH.repeat(12)}</main>
${CHAT[chat]}</body></html>`;

const gzip = (data: Buffer) => gzipSync(data, {level: constants.Z_BEST_COMPRESSION});

/** Serves the host pages on loopback at `/?chat=…`; `url` is its origin. */
export const serveHost = async (): Promise<{url: string; close: () => void}> => {
  const scripts = new Map<string, Buffer>();
  // Every script the build wrote beside the entry (its chunks too), as a CDN would serve dist/.
  for (const name of readdirSync(DIST)) {
    if (name.endsWith('.js')) scripts.set(`/dist/${name}`, gzip(readFileSync(new URL(name, DIST))));
  }
  if (existsSync(DEEP_CHAT)) scripts.set('/deep-chat.js', gzip(readFileSync(DEEP_CHAT)));
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    req.resume();
    const script = scripts.get(url.pathname);
    if (script) {
      res.writeHead(200, {'content-type': 'text/javascript', 'content-encoding': 'gzip'});
      res.end(script);
      return;
    }
    if (url.pathname !== '/') {
      res.writeHead(404).end();
      return;
    }
    const chat = (url.searchParams.get('chat') ?? 'none') as HostChat;
    res.writeHead(200, {'content-type': 'text/html; charset=utf-8'});
    res.end(page(chat in CHAT ? chat : 'none'));
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const {port} = server.address() as AddressInfo;
  return {url: `http://127.0.0.1:${String(port)}`, close: () => server.close()};
};
