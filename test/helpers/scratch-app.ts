/**
 * A client's app as the package layer sees it: the packed tarball installed from a scratch folder,
 * with nothing of `src/` in reach. Shared by the pack test and the doc-blocks test.
 */
import {execFile} from 'node:child_process';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';

const run = promisify(execFile);

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const BIN = {
  tsc: join(ROOT, 'node_modules/typescript/bin/tsc'),
  vite: join(ROOT, 'node_modules/vite/bin/vite.js'),
};

const lock = (): {packages: Record<string, {version?: string}>} =>
  JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, {version?: string}>;
  };

/**
 * The version of `name` that the project's lockfile pins, so that `npm ci` has put it in the npm
 * cache and a scratch install needs no network.
 */
export const versionOf = (name: string): string => {
  const version = lock().packages[`node_modules/${name}`]?.version;
  if (version === undefined) throw new Error(`package-lock.json pins no version of ${name}`);
  return version;
};

/** Runs a command, failing with its output (not just its exit code) when it fails. */
export const sh = async (
  file: string,
  args: string[],
  cwd: string,
  timeout = 60_000,
): Promise<{stdout: string; stderr: string}> => {
  try {
    return await run(file, args, {cwd, timeout, maxBuffer: 32 * 1024 * 1024});
  } catch (error) {
    const {stdout = '', stderr = ''} = error as {stdout?: string; stderr?: string};
    throw new Error(`\`${[file, ...args].join(' ')}\` failed in ${cwd}:\n${stdout}\n${stderr}`, {
      cause: error,
    });
  }
};

export const write = (path: string, text: string): void => {
  mkdirSync(dirname(path), {recursive: true});
  writeFileSync(path, text);
};

/**
 * `npm pack` into `destination`; returns the tarball's path and the files it holds. With `build`,
 * `prepack` builds first, as a publish would; without, the tarball holds the `dist/` already built.
 */
export const pack = async (
  destination: string,
  {build}: {build: boolean},
): Promise<{tarball: string; files: string[]}> => {
  const {stdout} = await sh(
    'npm',
    ['pack', '--json', '--pack-destination', destination, ...(build ? [] : ['--ignore-scripts'])],
    ROOT,
    120_000,
  );
  const [packed] = JSON.parse(stdout) as [{filename: string; files: {path: string}[]}];
  return {
    tarball: join(destination, packed.filename),
    files: packed.files.map((file) => file.path),
  };
};

/**
 * Installs `specs` (a tarball path, `name@version`...) into `app`, reading the npm cache first.
 * `--offline` can miss a metadata entry; `--prefer-offline` reads the cache and asks nothing it
 * holds.
 */
export const install = async (app: string, specs: string[]): Promise<void> => {
  await sh(
    'npm',
    ['install', ...specs, '--prefer-offline', '--no-audit', '--no-fund'],
    app,
    180_000,
  );
};
