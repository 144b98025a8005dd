import {createServer} from 'node:http';
import {createAgentProxy} from '../../src/server/proxy/index.js';
import {
  createAgentSimulator,
  createMemoryKeyStore,
  toNodeHandler,
} from '../../src/server/simulator/index.js';
import type {SimulatorOptions} from '../../src/server/simulator/index.js';
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';

/**
 * The real simulator on a loopback port, with a freshly issued key, and the real proxy in front of
 * it as a Node handler: what the browser tests and the end-to-end tests talk to, over real HTTP.
 */
export const startAgentStack = async (
  client: string,
  options: Omit<SimulatorOptions, 'keyStore'> = {},
): Promise<{simulator: Server; proxy: ReturnType<typeof toNodeHandler>}> => {
  const keyStore = createMemoryKeyStore();
  const apiKey = await keyStore.issue(client);
  const simulator = createServer(toNodeHandler(createAgentSimulator({...options, keyStore})));
  await new Promise<void>((resolve) => simulator.listen(0, '127.0.0.1', resolve));
  const {port} = simulator.address() as AddressInfo;
  const proxy = toNodeHandler(createAgentProxy({baseUrl: `http://127.0.0.1:${port}`, apiKey}));
  return {simulator, proxy};
};
