import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';

/** The built `dist/` of this repository. */
export const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

/**
 * The file of the script-tag bundle a page's server answers `urlPath` with, from `dir`: the entry,
 * `/wealth-agent-chat.js`, or the chat it imports from beside itself (`/wealth-agent-chat-*.js`);
 * `undefined` for anything else.
 */
export const bundleFile = (urlPath: string | undefined, dir = DIST): string | undefined => {
  const name = /^\/(wealth-agent-chat(?:-[\w-]+)?\.js)$/.exec(urlPath ?? '')?.[1];
  return name !== undefined && existsSync(join(dir, name)) ? join(dir, name) : undefined;
};

/** The policy README.md documents for host pages, Trusted Types included. */
export const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "require-trusted-types-for 'script'",
  'trusted-types lit-html',
].join('; ');
