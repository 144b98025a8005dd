import {existsSync, readFileSync} from 'node:fs';
import {createServer} from 'node:http';
import {join, normalize} from 'node:path';
import {startAgentStack} from '../helpers/agent-stack.js';
import {STRICT_CSP as CSP} from '../helpers/bundle-files.js';
import type {AddressInfo} from 'node:net';

/** Collects the page's policy violations from its first byte: a same-origin script, as CSP allows. */
const WATCH = `window.violations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.violations.push(event.violatedDirective + ' ' + event.blockedURI);
});`;

const PAGE = `<!doctype html><html lang="en"><head>
<script src="/watch.js"></script>
<script type="module" src="/dist/wealth-agent-chat.js"></script></head><body>
<wealth-agent-chat proxy-url="/api/chat" language="en" residence="ch"></wealth-agent-chat>
</body></html>`;

/**
 * A host page serving the built script-tag bundle (and whatever else it loads from dist/) under the
 * strictest policy a bank would set, answering through the real proxy from the real simulator.
 */
export const startBundlePage = async (): Promise<{url: string; close: () => void}> => {
  if (!existsSync('dist/wealth-agent-chat.js')) {
    throw new Error('dist/wealth-agent-chat.js is missing: run `npm run build` first');
  }
  const {simulator, proxy} = await startAgentStack('engines-csp', {pace: 'none'});
  const site = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === '/api/chat') {
      proxy(req, res);
    } else if (path === '/watch.js') {
      res.writeHead(200, {'content-type': 'text/javascript'});
      res.end(WATCH);
    } else if (path.startsWith('/dist/') && !normalize(path).includes('..')) {
      const file = join('dist', path.slice('/dist/'.length));
      if (!existsSync(file)) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, {'content-type': 'text/javascript'});
      res.end(readFileSync(file));
    } else {
      res.writeHead(200, {'content-type': 'text/html', 'content-security-policy': CSP});
      res.end(PAGE);
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const {port} = site.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}/`,
    close: () => {
      site.closeAllConnections();
      site.close();
      simulator.close();
    },
  };
};
