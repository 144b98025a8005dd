import {spawn} from 'node:child_process';
import type {ChildProcess} from 'node:child_process';
import {existsSync} from 'node:fs';
import {createServer} from 'node:net';
import type {AddressInfo} from 'node:net';

/** Debian's package, which `.ci/run` installs; `REDIS_SERVER` points elsewhere on other systems. */
export const REDIS_SERVER = process.env['REDIS_SERVER'] ?? '/usr/bin/redis-server';

/** A free loopback port: redis-server needs an explicit one, so bind port 0 and hand it on. */
export const freePort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const {port} = server.address() as AddressInfo;
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
  return port;
};

/** A real redis-server on loopback, without persistence, that a test can kill and bring back. */
export interface RedisProcess {
  url: string;
  port: number;
  /** Kills it at once (SIGKILL), as a crash would. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open but nothing is answered. */
  freeze(): void;
  thaw(): void;
  stop(): Promise<void>;
}

const launch = async (port: number): Promise<ChildProcess> => {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(
      `${REDIS_SERVER} is missing: the multi-instance tests need a real Redis. Install Debian's redis-server package (apt-get install redis-server), or set REDIS_SERVER to its path.`,
    );
  }
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {stdio: ['ignore', 'pipe', 'pipe']},
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`redis-server did not start within 20 s:\n${output}`));
    }, 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${String(code)} before it was ready:\n${output}`));
    });
  });
  // Keep draining its output so that the pipe never fills up and blocks it.
  child.stdout.resume();
  child.stderr.resume();
  return child;
};

const exited = (child: ChildProcess, signal: NodeJS.Signals): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    child.once('exit', () => {
      resolve();
    });
    child.kill(signal);
  });

/** Starts redis-server on a free loopback port and waits until it accepts connections. */
export const startRedis = async (): Promise<RedisProcess> => {
  const port = await freePort();
  let child = await launch(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill: () => exited(child, 'SIGKILL'),
    restart: async () => {
      await exited(child, 'SIGKILL');
      child = await launch(port);
    },
    freeze: () => {
      child.kill('SIGSTOP');
    },
    thaw: () => {
      child.kill('SIGCONT');
    },
    stop: async () => {
      child.kill('SIGCONT');
      await exited(child, 'SIGKILL');
    },
  };
};
