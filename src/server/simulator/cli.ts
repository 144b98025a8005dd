#!/usr/bin/env node
/**
 * The `wealth-agent-simulator` command: serves the simulator and manages its API keys.
 *
 *   wealth-agent-simulator serve [--port 8787] [--host 127.0.0.1] [--keys FILE] [--quota TOKENS]
 *                                [--pace lifelike|brisk|fast|none] [--fault NAME[=MS]]...
 *                                [--allow-fault-header]
 *   wealth-agent-simulator keygen --client NAME [--keys FILE]
 *   wealth-agent-simulator revoke (--client NAME | --key KEY) [--keys FILE]
 *   wealth-agent-simulator list [--keys FILE]
 *   wealth-agent-simulator sources [--format json|csv] [--stale] [--check]
 */
import {existsSync} from 'node:fs';
import {createServer} from 'node:http';
import type {Server} from 'node:http';
import {resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {AGENT_PATH} from '../../protocol/index.js';
import {toNodeHandler} from '../node/adapter.js';
import {JURISDICTIONS} from './content/index.js';
import {checkLinks} from './content/link-check.js';
import {claimsPastReview, isoDay, registerCsv, sourceRegister} from './content/register.js';
import type {CheckedEntry} from './content/register.js';
import {runMain} from '../run-main.js';
import {SIMULATOR_FAULTS, parseFaults} from './faults.js';
import type {SimulatorFaults} from './faults.js';
import {createFileKeyStore} from './file-key-store.js';
import {PACES, isPace} from './pace.js';
import {DEFAULT_QUOTA_TOKENS, createAgentSimulator} from './simulator.js';

/** Where output goes; tests capture it. */
export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Called with the server `serve` started, e.g. to close it in a test. */
  onServer?: (server: Server) => void;
  /** Today, for review dates; tests move it. */
  now?: () => Date;
  /** Where `sources --check` sends its requests; tests point it at a local server. */
  fetch?: typeof fetch;
}

const DEFAULT_KEYS = './simulator-keys.json';
const DEFAULT_PORT = 8787;
const DEFAULT_HOST = '127.0.0.1';

export const USAGE = `Usage: wealth-agent-simulator <command> [options]

Commands:
  serve    Serve POST ${AGENT_PATH} over HTTP
             --port N            port (default ${String(DEFAULT_PORT)}; 0 picks a free one)
             --host HOST         interface (default ${DEFAULT_HOST})
             --keys FILE         key file (default ${DEFAULT_KEYS})
             --quota TOKENS      daily tokens per client (default ${String(DEFAULT_QUOTA_TOKENS)})
             --pace PACE         ${PACES.join(' | ')} (default lifelike)
             --fault NAME[=MS]   stage a fault on every request (repeatable):
                                 ${SIMULATOR_FAULTS.join(', ')}
             --allow-fault-header  honour x-simulator-fault (demos and tests only)
  keygen   Create a key for a client: --client NAME [--keys FILE]
  revoke   Revoke keys: (--client NAME | --key KEY) [--keys FILE]
  list     List keys (client, created, revoked, fingerprint): [--keys FILE]
  sources  List every source of the built-in content (URL, title, publisher, jurisdiction,
           version of the law, review date, claims citing it); exit 1 if --stale finds any
           or --check finds a link that does not open
             --format FORMAT     json (default) | csv
             --stale             only sources whose claims are past their review date
             --check             request each URL and report its HTTP status (needs the web)

Options:
  -h, --help  Show this help`;

/** A usage mistake: exit code 2. */
class UsageError extends Error {}

const OPTIONS = {
  port: {type: 'string'},
  host: {type: 'string'},
  keys: {type: 'string'},
  quota: {type: 'string'},
  pace: {type: 'string'},
  'allow-fault-header': {type: 'boolean'},
  fault: {type: 'string', multiple: true},
  client: {type: 'string'},
  format: {type: 'string'},
  stale: {type: 'boolean'},
  check: {type: 'boolean'},
  key: {type: 'string'},
  help: {type: 'boolean', short: 'h'},
} as const;

const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  serve: ['port', 'host', 'keys', 'quota', 'pace', 'fault', 'allow-fault-header'],
  keygen: ['client', 'keys'],
  revoke: ['client', 'key', 'keys'],
  list: ['keys'],
  sources: ['format', 'stale', 'check'],
};

const integer = (value: string | undefined, name: string, fallback: number, max: number) => {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number > max) {
    throw new UsageError(`--${name} must be a whole number from 0 to ${String(max)}.`);
  }
  return number;
};

const table = (rows: readonly (readonly string[])[]): string[] => {
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths?.[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
};

type Values = Record<string, string | boolean | string[] | undefined>;

const faultsOf = (specs: string[] | undefined): SimulatorFaults => {
  try {
    return parseFaults(specs ?? []);
  } catch (error) {
    throw new UsageError(`--fault: ${error instanceof Error ? error.message : String(error)}`);
  }
};

const today = (io: CliIo): string => isoDay((io.now ?? (() => new Date()))());

/** Content past review answers as if the law had not moved: say so where an operator looks. */
const warnPastReview = (io: CliIo) => {
  const overdue = claimsPastReview(JURISDICTIONS, today(io));
  if (overdue.length === 0) return;
  const shown = overdue
    .slice(0, 5)
    .map((item) => `${item.claim} since ${item.review_by}`)
    .join(', ');
  const more = overdue.length > 5 ? `, and ${String(overdue.length - 5)} more` : '';
  io.err(
    `Warning: ${String(overdue.length)} time-bound statement${overdue.length === 1 ? ' is' : 's are'} past review in the built-in content (${shown}${more}): answers may state an outdated law. Their sources: wealth-agent-simulator sources --stale`,
  );
};

const listSources = async (values: Values, io: CliIo): Promise<number> => {
  const format = (values.format as string | undefined) ?? 'json';
  if (format !== 'json' && format !== 'csv') throw new UsageError('--format must be json or csv.');
  const day = today(io);
  let entries: CheckedEntry[] = sourceRegister(JURISDICTIONS);
  if (values.stale === true) {
    entries = entries.filter((entry) => entry.review_by !== undefined && entry.review_by < day);
  }
  let broken = 0;
  if (values.check === true) {
    const statuses = await checkLinks(
      entries.map((entry) => entry.url),
      io.fetch ? {fetch: io.fetch} : {},
    );
    entries = entries.map((entry, index) => {
      const result = statuses[index];
      if (!result?.ok) broken += 1;
      // A page that opened today was checked today: the only way a source earns the date.
      return {
        ...entry,
        ...(result?.ok ? {checked: day} : {}),
        status: result?.status ?? 'unchecked',
        ...(result?.redirected_to ? {redirected_to: result.redirected_to} : {}),
      };
    });
  }
  io.out(format === 'csv' ? registerCsv(entries) : JSON.stringify(entries, null, 2));
  if (values.stale === true && entries.length > 0) {
    io.err(`${String(entries.length)} source(s) cite statements past review on ${day}.`);
  }
  if (broken > 0) io.err(`${String(broken)} link(s) did not open.`);
  return (values.stale === true && entries.length > 0) || broken > 0 ? 1 : 0;
};

const serve = async (values: Values, io: CliIo) => {
  const port = integer(values.port as string | undefined, 'port', DEFAULT_PORT, 65_535);
  const quotaTokens = integer(
    values.quota as string | undefined,
    'quota',
    DEFAULT_QUOTA_TOKENS,
    Number.MAX_SAFE_INTEGER,
  );
  const pace = values.pace ?? 'lifelike';
  if (!isPace(pace)) throw new UsageError(`--pace must be one of: ${PACES.join(', ')}.`);
  const faults = faultsOf(values.fault as string[] | undefined);
  const host = (values.host as string | undefined) ?? DEFAULT_HOST;
  const keysPath = resolve((values.keys as string | undefined) ?? DEFAULT_KEYS);
  const keyStore = createFileKeyStore(keysPath);
  if (!existsSync(keysPath)) {
    io.err(`Warning: key file ${keysPath} does not exist: every request will get 401.`);
    io.err(`Create a key with: wealth-agent-simulator keygen --client NAME --keys ${keysPath}`);
  } else if (!(await keyStore.list()).some((key) => !key.revoked)) {
    io.err(`Warning: key file ${keysPath} holds no active key: every request will get 401.`);
  }
  const handler = createAgentSimulator({
    keyStore,
    pace,
    quotaTokens,
    faults,
    allowFaultHeader: values['allow-fault-header'] === true,
  });
  const server = createServer(toNodeHandler(handler));
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      done();
    });
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : port;
  const shown = host.includes(':') ? `[${host}]` : host;
  const origin = `http://${shown}:${String(actualPort)}`;
  io.out(`Agent simulator listening on ${origin} (POST ${AGENT_PATH})`);
  // The proxy wants the bare origin: a base URL copied with the path would call …/api/agent/api/agent.
  io.out(`For the proxy: WEALTH_AGENT_BASE_URL=${origin}`);
  io.out(`Keys: ${keysPath} · quota ${String(quotaTokens)} tokens/day · pace ${pace}`);
  const staged = Object.entries(faults).map(([name, value]) =>
    typeof value === 'number' ? `${name}=${String(value)}` : name,
  );
  if (staged.length > 0) {
    io.err(`Faults staged on every request: ${staged.join(', ')}. Never point real users here.`);
  }
  warnPastReview(io);
  io.onServer?.(server);
};

/**
 * Runs the command line and returns the exit code: 0 done, 1 failed, 2 bad usage. `serve`
 * returns once the server listens; the server keeps the process alive.
 */
export const main = async (
  argv: readonly string[],
  io: CliIo = {out: console.log, err: console.error},
): Promise<number> => {
  try {
    const {values, positionals} = parseArgs({
      args: [...argv],
      options: OPTIONS,
      allowPositionals: true,
      strict: true,
    });
    const [command, ...extra] = positionals;
    if (values.help === true || command === 'help') {
      io.out(USAGE);
      return 0;
    }
    if (command === undefined) throw new UsageError('Missing command.');
    const allowed = ALLOWED[command];
    if (allowed === undefined) throw new UsageError(`Unknown command "${command}".`);
    if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra.join(' ')}".`);
    const misplaced = Object.keys(values).filter(
      (name) => name !== 'help' && !allowed.includes(name),
    );
    if (misplaced.length > 0) {
      throw new UsageError(`${command} does not take --${misplaced.join(', --')}.`);
    }
    if (command === 'serve') {
      await serve(values, io);
      return 0;
    }
    if (command === 'sources') return await listSources(values, io);
    const keysPath = resolve(values.keys ?? DEFAULT_KEYS);
    const store = createFileKeyStore(keysPath);
    switch (command) {
      case 'keygen': {
        if (values.client === undefined || values.client.trim() === '') {
          throw new UsageError('keygen needs --client NAME.');
        }
        const key = await store.issue(values.client);
        io.out(key);
        io.err(
          `Key created for "${values.client.trim()}" in ${keysPath}. Copy it now: it is stored only as a hash and will not be shown again.`,
        );
        return 0;
      }
      case 'revoke': {
        const target = values.key ?? values.client;
        if (target === undefined || (values.key !== undefined && values.client !== undefined)) {
          throw new UsageError('revoke needs either --client NAME or --key KEY.');
        }
        const count = await store.revoke(target);
        io.out(`Revoked ${String(count)} key${count === 1 ? '' : 's'}.`);
        return count > 0 ? 0 : 1;
      }
      default: {
        const keys = await store.list();
        if (keys.length === 0) {
          io.out(`No keys in ${keysPath}.`);
          return 0;
        }
        for (const line of table([
          ['CLIENT', 'CREATED', 'REVOKED', 'FINGERPRINT'],
          ...keys.map((key) => [
            key.client,
            key.createdAt,
            key.revoked ? 'yes' : 'no',
            key.fingerprint,
          ]),
        ])) {
          io.out(line);
        }
        return 0;
      }
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error)) {
      io.err(`${message}\n\n${USAGE}`);
      return 2;
    }
    io.err(`Error: ${message}`);
    return 1;
  }
};

runMain(import.meta.url, (argv) => main(argv));
