import {spawn} from 'node:child_process';
import {randomUUID} from 'node:crypto';
import {createInterface} from 'node:readline';
import {fileURLToPath} from 'node:url';
import type {ProxyLogEntry, RedisFailMode} from '../../src/server/proxy/index.js';

const SCRIPT = fileURLToPath(new URL('./proxy-instance.ts', import.meta.url));

/** One proxy process on Redis (`proxy-instance.ts`), with the log entries it printed. */
export interface ProxyInstance {
  url: string;
  logs: ProxyLogEntry[];
  /** How many log entries of this event it printed so far. */
  count(event: string): number;
  /** Ends it as an orchestrator would (SIGTERM), and waits for the exit. */
  stop(): Promise<void>;
  /** Sends a signal without waiting. */
  kill(signal: NodeJS.Signals): void;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** Lines other than logs it printed, parsed (`{"type":"request",...}`, `{"type":"keepalive_timeout"}`). */
  messages: Record<string, unknown>[];
}

/** What every instance of one group shares: the upstream, the Redis, the prefix and the limits. */
export interface InstanceSetup {
  baseUrl: string;
  apiKey: string;
  redisUrl: string;
  /** Per test, so that tests sharing a Redis never share a counter. */
  prefix: string;
  capacity: number;
  /** A second limit per user, who is named by the `x-test-user` header; none when left out. */
  userCapacity?: number;
  failMode: RedisFailMode;
  /**
   * The load balancers in front, as `trustProxy` takes them: `1` where the test plays the one
   * load balancer (it appends the client's X-Forwarded-For entry), nginx's address in topology.
   */
  trustProxy: number | string;
}

/** A key prefix of its own for one group of instances. */
export const uniquePrefix = (): string => `wac-test-${randomUUID().slice(0, 8)}:`;

/**
 * Starts `node --import tsx proxy-instance.ts` and resolves once it listens; `env` sets what
 * proxy-instance.ts reads besides `setup` (`WAC_HEARTBEAT_MS`, `WAC_ORIGIN`, `WAC_KEEP_LISTENING`).
 */
export const startInstance = async (
  setup: InstanceSetup,
  env: Record<string, string> = {},
): Promise<ProxyInstance> => {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    env: {
      ...process.env,
      ...env,
      WAC_BASE_URL: setup.baseUrl,
      WAC_API_KEY: setup.apiKey,
      WAC_REDIS_URL: setup.redisUrl,
      WAC_REDIS_PREFIX: setup.prefix,
      WAC_CAPACITY: String(setup.capacity),
      ...(setup.userCapacity === undefined ? {} : {WAC_USER_CAPACITY: String(setup.userCapacity)}),
      WAC_FAIL_MODE: setup.failMode,
      WAC_TRUST_PROXY: String(setup.trustProxy),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: ProxyLogEntry[] = [];
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      resolve(code);
    }),
  );
  const exit = exited.then(() => undefined);
  const messages: Record<string, unknown>[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    // Generous: with both cores busy (issue 35's loaded runs) an instance took 11 s to start, and
    // three start at once. One that never starts is killed, so it keeps no test process alive.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`a proxy instance did not start within 120 s:\n${stderr}`));
    }, 120_000);
    void exit.then(() => {
      clearTimeout(timer);
      reject(new Error(`a proxy instance exited before listening:\n${stderr}`));
    });
    createInterface({input: child.stdout}).on('line', (line) => {
      let message: {type?: string; url?: string; entry?: ProxyLogEntry};
      try {
        message = JSON.parse(line) as typeof message;
      } catch {
        return;
      }
      if (message.type === 'ready' && message.url) {
        clearTimeout(timer);
        resolve(message.url);
      } else if (message.type === 'log' && message.entry) {
        logs.push(message.entry);
      } else {
        messages.push(message);
      }
    });
  });
  return {
    url,
    logs,
    count: (event) => logs.filter((entry) => entry.event === event).length,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exit;
    },
    kill: (signal) => {
      child.kill(signal);
    },
    exited,
    messages,
  };
};
