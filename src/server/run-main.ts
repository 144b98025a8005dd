import {realpathSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

/**
 * Runs a command's `main` when its module is the program node was started with (directly, or
 * through `node_modules/.bin`'s link), and not when a test imports it. `main` resolves with the
 * exit code, or `undefined` for a server that keeps the process alive.
 *
 * @internal
 */
export const runMain = (
  moduleUrl: string,
  main: (argv: readonly string[]) => Promise<number | undefined>,
): void => {
  const entry = process.argv[1];
  if (entry === undefined) return;
  try {
    if (realpathSync(entry) !== realpathSync(fileURLToPath(moduleUrl))) return;
  } catch {
    return;
  }
  main(process.argv.slice(2)).then(
    (code) => {
      if (code !== undefined) process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
};
