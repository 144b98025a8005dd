/**
 * `wealth-agent-simulator sources`: the register a compliance officer files, the statements past
 * review, the links that do not open (checked against a local server, never the web), and the
 * warning `serve` gives when the content is past review.
 */
import assert from 'node:assert/strict';
import {createServer} from 'node:http';
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, before, describe, it} from 'node:test';
import {main} from '../../../src/server/simulator/cli.js';
import type {CliIo} from '../../../src/server/simulator/cli.js';
import {JURISDICTIONS} from '../../../src/server/simulator/content/index.js';
import type {CheckedEntry} from '../../../src/server/simulator/content/register.js';

const TODAY = new Date().toISOString().slice(0, 10);
/** Past every review date the content holds today. */
const LATER = new Date('2031-01-01T12:00:00Z');

const cli = async (argv: string[], io: Partial<CliIo> = {}) => {
  const out: string[] = [];
  const err: string[] = [];
  const servers: Server[] = [];
  const code = await main(argv, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    onServer: (server) => servers.push(server),
    ...io,
  });
  for (const server of servers) server.close();
  return {code, out: out.join('\n'), err: err.join('\n')};
};

const urls = new Set(
  Object.values(JURISDICTIONS).flatMap((content) => content.sources.map((source) => source.url)),
);

/** Stands in for the web: 404 for gov.uk, HEAD refused by EUR-Lex, every other page opens. */
let web: Server;
let origin = '';
const requests: string[] = [];
before(async () => {
  web = createServer((request, response) => {
    requests.push(`${request.method ?? ''} ${request.url ?? ''}`);
    const url = request.url ?? '';
    if (url.includes('gov.uk')) response.statusCode = 404;
    else if (url.includes('eur-lex') && request.method === 'HEAD') response.statusCode = 405;
    response.end('page');
  });
  await new Promise<void>((done) => web.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${String((web.address() as AddressInfo).port)}`;
});
after(() => {
  web.close();
});

/** Sends what would go to `https://host/path` to the local server as `/host/path`. */
const localFetch: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  return fetch(`${origin}/${url.host}${url.pathname}${url.search}`, init);
};

describe('wealth-agent-simulator sources', () => {
  it('should list every source once with its version, publisher and citing claims', async () => {
    const result = await cli(['sources']);
    assert.equal(result.code, 0, result.err);
    const entries = JSON.parse(result.out) as CheckedEntry[];
    assert.deepEqual(new Set(entries.map((entry) => entry.url)), urls);
    for (const entry of entries) {
      assert.ok(entry.title && entry.publisher && entry.jurisdiction, entry.url);
      assert.match(entry.version, /^\d{4}-\d\d-\d\d$/, entry.url);
      assert.ok(entry.claims.length > 0, `${entry.url}: cited by a claim`);
      assert.equal(entry.checked, undefined, `${entry.url}: nobody opened it, no checked date`);
      if (entry.review_by !== undefined) assert.ok(entry.review_by >= TODAY, entry.url);
    }
    const pensions = entries.find((entry) => entry.claims.includes('gb.pensions'));
    assert.ok(pensions?.review_by, 'UK pensions entering inheritance tax carry a review date');
  });

  it('should list nothing stale today, and the time-bound sources once past review', async () => {
    const now = await cli(['sources', '--stale']);
    assert.equal(now.code, 0, now.err);
    assert.deepEqual(JSON.parse(now.out), []);

    const later = await cli(['sources', '--stale', '--format', 'csv'], {now: () => LATER});
    assert.equal(later.code, 1, 'stale sources fail a CI step');
    const [header, ...rows] = later.out.split('\r\n');
    assert.match(
      header ?? '',
      /^url,title,publisher,jurisdiction,version,checked,review_by,claims/,
    );
    for (const claim of ['nl.wealth', 'be.inheritance', 'gb.pensions', 'mu.income']) {
      assert.ok(
        rows.some((row) => row.includes(claim)),
        `${claim} is listed once past review`,
      );
    }
    assert.match(later.err, /past review on 2031-01-01/);
  });

  it('should request each URL and report the ones that do not open', async () => {
    // The time-bound sources, once past review: a UK page and EUR-Lex among them.
    const result = await cli(['sources', '--stale', '--check'], {
      fetch: localFetch,
      now: () => LATER,
    });
    assert.equal(result.code, 1, 'a broken link fails the command');
    const entries = JSON.parse(result.out) as CheckedEntry[];
    assert.ok(
      entries.every((entry) => typeof entry.status === 'number'),
      'every URL requested',
    );
    const ukPage = entries.find((entry) => entry.url.includes('gov.uk'));
    assert.equal(ukPage?.status, 404);
    assert.equal(ukPage.checked, undefined, 'a page that did not open was not checked');
    const eurLex = entries.find((entry) => entry.url.includes('eur-lex'));
    assert.equal(eurLex?.status, 200, 'GET when HEAD is refused');
    assert.equal(eurLex.checked, '2031-01-01', 'a page that opened was checked that day');
    assert.ok(requests.some((line) => line.startsWith('GET /eur-lex.europa.eu/')));
    assert.match(result.err, /\d+ link\(s\) did not open/);
  });

  it('should warn at start-up when content is past review, and not before', async () => {
    const keys = '/nonexistent/keys.json';
    const today = await cli(['serve', '--port', '0', '--keys', keys]);
    assert.equal(today.code, 0);
    assert.doesNotMatch(today.err, /past review/);
    const later = await cli(['serve', '--port', '0', '--keys', keys], {now: () => LATER});
    assert.match(
      later.err,
      /\d+ time-bound statements are past review .*gr\.capital_gains since 2026-12-31/,
    );
    assert.match(later.err, /sources --stale/);
  });

  it('should refuse an unknown format', async () => {
    const result = await cli(['sources', '--format', 'xml']);
    assert.equal(result.code, 2);
    assert.match(result.err, /--format must be json or csv/);
  });
});
