import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';

/** The script-tag entry, served at `/wealth-agent-chat.js`. @internal */
export const BUNDLE_ENTRY = 'wealth-agent-chat.js';

interface Asset {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
}

/** The script-tag bundle, served by the `wealth-agent-proxy` command from its own origin. @internal */
export interface BundleAssets {
  /** The files served, by URL path (`/wealth-agent-chat.js` and any chunk beside it). */
  readonly paths: readonly string[];
  /** Answers a GET or HEAD of one of {@link BundleAssets.paths}; `undefined` for any other path. */
  serve(request: Request, pathname: string): Response | undefined;
}

/**
 * Reads the bundle from `dir` (the package's `dist/`) once, at start-up: the entry and every
 * chunk the bundle build wrote beside it. tsc writes the package's own entries there too
 * (`index.js`, with `index.d.ts` beside it): those import other files of the package, so a page
 * cannot load them and they are not served.
 *
 * @internal
 */
export const readBundleAssets = (dir: string): BundleAssets => {
  const assets = new Map<string, Asset>();
  const names = existsSync(dir) ? readdirSync(dir) : [];
  for (const name of names) {
    if (!name.endsWith('.js') || names.includes(name.replace(/\.js$/, '.d.ts'))) continue;
    const body = new Uint8Array(readFileSync(join(dir, name)));
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
    assets.set(`/${name}`, {body, etag: `"${hash}"`});
  }
  return {
    paths: [...assets.keys()],
    serve(request, pathname) {
      const asset = assets.get(pathname);
      if (!asset) return undefined;
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return new Response(null, {status: 405, headers: {allow: 'GET, HEAD'}});
      }
      const headers = {
        'content-type': 'text/javascript; charset=utf-8',
        // The entry's name never changes between versions: short-lived, revalidated by ETag.
        'cache-control': 'public, max-age=300',
        etag: asset.etag,
        // A module script from another origin is fetched with CORS; the code is public.
        'access-control-allow-origin': '*',
        'cross-origin-resource-policy': 'cross-origin',
        'x-content-type-options': 'nosniff',
      };
      if (request.headers.get('if-none-match') === asset.etag) {
        return new Response(null, {status: 304, headers});
      }
      return new Response(request.method === 'HEAD' ? null : asset.body, {status: 200, headers});
    },
  };
};
