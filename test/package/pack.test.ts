/**
 * The package as a client gets it: `npm pack`, installed from the tarball into a fresh scratch app,
 * and every entry used from there, as issue 7 asks. Nothing here imports `src/`; the scratch app
 * sees only what the tarball ships.
 */
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {createServer} from 'node:http';
import {tmpdir} from 'node:os';
import {extname, join} from 'node:path';
import {after, before, describe, it} from 'node:test';
import {chromium} from 'playwright';
import {parseSync} from 'vite';
import {bundleFile} from '../helpers/bundle-files.js';
import {chromiumLaunchOptions} from '../helpers/chromium.js';
import {BIN, install, pack, sh, versionOf, write} from '../helpers/scratch-app.js';
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.map': 'application/json',
};

/** A static file server on loopback; `headers` go on every response. */
const serveFiles = async (
  files: (path: string) => string | undefined,
  headers: Record<string, string> = {},
): Promise<{server: Server; origin: string}> => {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    // Chromium asks every origin for an icon; an empty answer keeps 404s out of the console.
    if (path === '/favicon.ico') {
      res.writeHead(204, headers).end();
      return;
    }
    const file = files(path);
    if (file === undefined || !existsSync(file)) {
      res.writeHead(404, headers).end();
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      ...headers,
    });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {server, origin: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`};
};

/** The module specifiers a script imports, statically or dynamically, read by a real parser. */
const importsOf = (code: string): string[] => {
  const {module} = parseSync('bundle.js', code);
  return [
    ...module.staticImports.map((entry) => entry.moduleRequest.value),
    ...module.staticExports.flatMap((entry) =>
      entry.entries.flatMap((item) => (item.moduleRequest ? [item.moduleRequest.value] : [])),
    ),
    ...module.dynamicImports.map((entry) =>
      code.slice(entry.moduleRequest.start, entry.moduleRequest.end),
    ),
  ];
};

describe('the packed package, installed in a scratch app', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'wac-pack-'));
  const app = join(scratch, 'app');
  const installed = join(app, 'node_modules/wealth-agent-chat');
  let packedFiles: string[] = [];
  let installSeconds = 0;
  const servers: Server[] = [];

  before(async () => {
    // `prepack` builds, so that a publish from a clean clone never ships an empty package.
    const packed = await pack(scratch, {build: true});
    packedFiles = packed.files;

    write(
      join(app, 'package.json'),
      JSON.stringify({name: 'scratch-app', private: true, type: 'module'}),
    );
    const started = performance.now();
    await install(app, [
      packed.tarball,
      `react@${versionOf('react')}`,
      `@types/node@${versionOf('@types/node')}`,
    ]);
    installSeconds = (performance.now() - started) / 1000;
  });

  after(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    }
    rmSync(scratch, {recursive: true, force: true});
  });

  it('should ship the built entries, the manifest and nothing else', () => {
    console.log(`  npm install of the tarball took ${installSeconds.toFixed(1)} s`);
    for (const file of [
      'package.json',
      'custom-elements.json',
      'dist/index.js',
      'dist/index.d.ts',
      'dist/react/index.js',
      'dist/react/index.d.ts',
      'dist/browser/jsx.d.ts',
      'dist/server/proxy/index.d.ts',
      'dist/server/simulator/index.d.ts',
      'dist/server/simulator/cli.js',
      'dist/wealth-agent-chat.js',
    ]) {
      assert.ok(packedFiles.includes(file), `the tarball lacks ${file}`);
    }
    const strays = packedFiles.filter(
      (file) =>
        /^(src|test|demo|bench|scripts)\//.test(file) ||
        (file.endsWith('.ts') && !file.endsWith('.d.ts')),
    );
    assert.deepEqual(strays, [], 'the tarball ships sources or tests');

    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as {
      customElements?: string;
    };
    assert.equal(manifest.customElements, 'custom-elements.json');
    const cem = JSON.parse(readFileSync(join(installed, 'custom-elements.json'), 'utf8')) as {
      modules: {
        path: string;
        declarations?: {
          tagName?: string;
          attributes?: {name: string}[];
          events?: {name: string}[];
        }[];
      }[];
    };
    const element = cem.modules
      .flatMap((module) => module.declarations ?? [])
      .find((d) => d.tagName === 'wealth-agent-chat');
    assert.ok(element, 'custom-elements.json does not describe <wealth-agent-chat>');
    assert.ok(
      element.attributes?.some((attribute) => attribute.name === 'proxy-url'),
      'the manifest lacks proxy-url',
    );
    assert.deepEqual(element.events?.map((event) => event.name).sort(), [
      'wac-clarification',
      'wac-done',
      'wac-error',
      'wac-feedback',
      'wac-send',
    ]);
    for (const module of cem.modules) {
      assert.ok(
        existsSync(join(installed, module.path)),
        `the manifest names ${module.path}, which is not shipped`,
      );
    }
  });

  it('should install the wealth-agent-simulator command', async () => {
    const {stdout} = await sh(
      join(app, 'node_modules/.bin/wealth-agent-simulator'),
      ['--help'],
      app,
    );
    assert.match(stdout, /Usage: wealth-agent-simulator/);
    assert.match(stdout, /keygen/);
  });

  it('should answer a question through wealth-agent-chat/proxy and /simulator over HTTP', async () => {
    write(
      join(app, 'ask.mjs'),
      `import {createServer} from 'node:http';
import {createAgentSimulator, createMemoryKeyStore, toNodeHandler as serveSimulator} from 'wealth-agent-chat/simulator';
import {createAgentProxy, toNodeHandler} from 'wealth-agent-chat/proxy';

const listen = (handler) =>
  new Promise((resolve) => {
    const server = createServer(handler);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
const keyStore = createMemoryKeyStore();
const key = await keyStore.issue('scratch');
const simulator = await listen(serveSimulator(createAgentSimulator({keyStore, pace: 'none'})));
const proxy = await listen(
  toNodeHandler(createAgentProxy({baseUrl: 'http://127.0.0.1:' + simulator.address().port, apiKey: key})),
);
const response = await fetch('http://127.0.0.1:' + proxy.address().port + '/api/chat', {
  method: 'POST',
  headers: {'content-type': 'application/json'},
  body: JSON.stringify({
    messages: [{role: 'user', content: 'How are capital gains on shares taxed?'}],
    session_id: 'scratch-1',
    residence: 'gb',
    language: 'en',
  }),
});
const text = await response.text();
console.log(JSON.stringify({status: response.status, type: response.headers.get('content-type'), text, key}));
process.exit(0);
`,
    );
    const {stdout} = await sh('node', ['ask.mjs'], app);
    const result = JSON.parse(stdout) as {status: number; type: string; text: string; key: string};
    assert.equal(result.status, 200, result.text);
    assert.match(result.type, /^text\/event-stream/);
    const events = result.text.split(/\n\n/).flatMap((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      return event && data ? [{event, data: JSON.parse(data) as Record<string, unknown>}] : [];
    });
    const deltas = events.filter((e) => e.event === 'delta');
    const done = events.find((e) => e.event === 'done');
    assert.ok(deltas.length > 0, 'no delta event reached the client');
    const answer = (done?.data['final_message'] as {content?: string} | undefined)?.content ?? '';
    assert.ok(answer.length > 0, 'the answer did not finish with a done event');
    assert.ok(!result.text.includes(result.key), 'the API key reached the client');
  });

  it('should type-check every entry and the JSX typings, with bundler and nodenext resolution', async () => {
    write(
      join(app, 'types/entries.ts'),
      `import {RESIDENCES, TAG_NAME, WealthAgentChat} from 'wealth-agent-chat';
import type {Residence, WacDoneEvent} from 'wealth-agent-chat';
import {createAgentProxy, toNodeHandler} from 'wealth-agent-chat/proxy';
import {createAgentSimulator, createMemoryKeyStore} from 'wealth-agent-chat/simulator';

const element: WealthAgentChat = document.createElement(TAG_NAME);
const same: WealthAgentChat = document.createElement('wealth-agent-chat');
element.addEventListener('wac-done', (event: WacDoneEvent) => event.detail.answer.length);
same.addEventListener('wac-send', (event) => event.preventDefault());
element.proxyUrl = '/api/chat';
const residence: Residence = RESIDENCES[0];
// @ts-expect-error: not one of the 17 residences
const wrong: Residence = 'xx';
const proxy: (request: Request) => Promise<Response> = createAgentProxy({baseUrl: 'http://agent', apiKey: 'sk_live_x'});
const simulator: (request: Request) => Promise<Response> = createAgentSimulator({keyStore: createMemoryKeyStore()});
export const used = [residence, wrong, toNodeHandler(proxy), simulator];
`,
    );
    write(
      join(app, 'types/page.tsx'),
      `import {WealthAgentChat} from 'wealth-agent-chat/react';
import type {WealthAgentChatElement} from 'wealth-agent-chat/react';

export const Page = ({onAnswer}: {onAnswer: (answer: string) => void}) => (
  <main>
    <wealth-agent-chat
      proxy-url="/api/chat"
      residence="ch"
      language="de"
      extended-thinking
      onwac-done={(event) => onAnswer(event.detail.answer)}
    />
    {/* @ts-expect-error: proxy-url is a URL string */}
    <wealth-agent-chat proxy-url={42} />
    {/* @ts-expect-error: not one of the six languages */}
    <wealth-agent-chat proxy-url="/api/chat" language="xx" />
    <WealthAgentChat
      proxyUrl="/api/chat"
      residence="fr"
      ref={(element: WealthAgentChatElement | null) => element?.reset()}
      onWacSend={(event) => event.detail.request.messages.length > 20 && event.preventDefault()}
      onWacDone={(event) => onAnswer(event.detail.answer)}
      onWacError={(event) => onAnswer(event.detail.message)}
      onWacClarification={(event) => onAnswer(String(event.detail.questions.length))}
    />
  </main>
);
`,
    );
    const base = {
      target: 'ES2022',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      // The package's own .d.ts files are what is under test, so library checking stays on.
      skipLibCheck: false,
      types: ['node'],
    };
    for (const [name, options] of [
      ['bundler', {module: 'ESNext', moduleResolution: 'bundler'}],
      ['nodenext', {module: 'NodeNext', moduleResolution: 'NodeNext'}],
    ] as const) {
      write(
        join(app, `tsconfig.${name}.json`),
        JSON.stringify({compilerOptions: {...base, ...options}, include: ['types']}),
      );
      await sh('node', [BIN.tsc, '-p', `tsconfig.${name}.json`], app);
    }
  });

  it('should ship dist/wealth-agent-chat.js as a loader that imports the chat from beside itself', () => {
    const code = readFileSync(join(installed, 'dist/wealth-agent-chat.js'), 'utf8');
    const imports = importsOf(code);
    assert.equal(imports.length, 1, `the loader imports ${imports.join(', ')}`);
    const chat = /^[`'"]\.\/(wealth-agent-chat-[\w-]+\.js)[`'"]$/.exec(imports[0] ?? '')?.[1];
    assert.ok(chat, `the loader imports ${String(imports[0])}, not a file beside itself`);
    assert.ok(packedFiles.includes(`dist/${chat}`), `the tarball lacks dist/${chat}`);
    assert.match(code, /customElements/);
    assert.doesNotMatch(code, /lit-html|marked/i, 'the loader carries Lit or marked');
    // The chat needs nothing but the loader it came from.
    const chatCode = readFileSync(join(installed, 'dist', chat), 'utf8');
    assert.deepEqual(
      importsOf(chatCode).filter(
        (request) => !/^["'`]?\.\/wealth-agent-chat\.js["'`]?$/.test(request),
      ),
      [],
      'the chat imports modules other than its loader',
    );
  });

  it('should bundle an app importing wealth-agent-chat and wealth-agent-chat/react with Vite', async () => {
    const web = join(app, 'web');
    write(
      join(web, 'index.html'),
      '<!doctype html><html lang="en"><body><script type="module" src="./main.js"></script></body></html>',
    );
    write(
      join(web, 'main.js'),
      `import {createElement} from 'react';
import {TAG_NAME} from 'wealth-agent-chat';
import {WealthAgentChat} from 'wealth-agent-chat/react';

window.chatVnode = createElement(WealthAgentChat, {proxyUrl: '/api/chat', onWacDone: () => {}});
const chat = document.createElement(TAG_NAME);
chat.setAttribute('proxy-url', '/api/chat');
document.body.append(chat);
`,
    );
    await sh('node', [BIN.vite, 'build', '--logLevel', 'warn'], web);
    const assets = readdirSync(join(web, 'dist/assets')).filter((file) => file.endsWith('.js'));
    // The app, and the chat it imports when the element needs it: the same split as the script tag.
    assert.equal(assets.length, 2, `Vite emitted ${assets.join(', ')}`);
    const code = assets
      .map((asset) => readFileSync(join(web, 'dist/assets', asset), 'utf8'))
      .join('\n');
    assert.match(
      code,
      /wac-clarification/,
      'the React wrapper and its events are not in the bundle',
    );
    assert.equal(
      code.match(/createPolicy\(\s*["'`]lit-html/g)?.length,
      1,
      'Lit is bundled more than once',
    );
  });

  describe('in Chromium', () => {
    it('should upgrade and render from a script tag on another origin, under Trusted Types', async () => {
      const script = await serveFiles(
        (path) => bundleFile(path, join(installed, 'dist')),
        // A CDN's header: a module script from another origin is fetched with CORS.
        {'access-control-allow-origin': '*'},
      );
      servers.push(script.server);
      const scriptUrl = `${script.origin}/wealth-agent-chat.js`;
      write(
        join(scratch, 'site/index.html'),
        `<!doctype html><html lang="en"><body>
<wealth-agent-chat proxy-url="/api/chat" language="en"></wealth-agent-chat>
<script type="module" src="${scriptUrl}"></script>
</body></html>`,
      );
      const site = await serveFiles(
        (path) => (path === '/' ? join(scratch, 'site/index.html') : join(app, 'web/dist', path)),
        // The directive the README documents: Lit's policy is the only one the element creates.
        {'content-security-policy': "require-trusted-types-for 'script'; trusted-types lit-html"},
      );
      servers.push(site.server);

      const browser = await chromium.launch(chromiumLaunchOptions);
      try {
        const page = await browser.newPage();
        /** Waits for the element to be registered and rendered, its question field on screen. */
        const chatOnScreen = () =>
          page.waitForFunction(
            () =>
              document
                .querySelector('wealth-agent-chat')
                ?.shadowRoot?.querySelector('[part~="input"]'),
            undefined,
            {timeout: 10_000},
          );
        const problems: string[] = [];
        const requests: string[] = [];
        page.on('pageerror', (error) => problems.push(error.message));
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(message.text());
        });
        page.on('request', (request) => requests.push(request.url()));
        await page.addInitScript(() => {
          document.addEventListener('securitypolicyviolation', (event) => {
            console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
          });
        });

        await page.goto(`${site.origin}/`);
        await chatOnScreen();
        const upgraded = await page.evaluate(
          () => customElements.get('wealth-agent-chat') !== undefined,
        );
        assert.ok(upgraded, 'wealth-agent-chat is not registered');
        const elsewhere = requests.filter(
          (url) =>
            url !== `${site.origin}/` &&
            !url.startsWith(`${script.origin}/wealth-agent-chat`) &&
            url !== `${site.origin}/favicon.ico`,
        );
        assert.deepEqual(elsewhere, [], 'the bundle fetched something besides itself');

        // The Vite-built app from the scratch app registers and renders the element too.
        await page.goto(`${site.origin}/index.html`);
        await chatOnScreen();
        assert.deepEqual(problems, [], 'the page reported errors');
      } finally {
        await browser.close();
      }
    });
  });
});
