/**
 * `wealth-agent-chat/simulator`: a faithful stand-in for the Wealth Intelligence Agent API, for
 * demos, tests and clients' staging, with its key stores.
 */
export {createAgentSimulator, DEFAULT_QUOTA_TOKENS, MAX_BODY_BYTES} from './simulator.js';
export type {SimulatorOptions} from './simulator.js';
export {createMemoryKeyStore, hashApiKey} from './key-store.js';
export type {KeyInfo, KeyStore} from './key-store.js';
export {createFileKeyStore} from './file-key-store.js';
export {PACES, isPace} from './pace.js';
export type {Pace} from './pace.js';
export {FAULT_HEADER, SIMULATOR_FAULTS, parseFaults} from './faults.js';
export type {SimulatorFault, SimulatorFaults} from './faults.js';
export {CLARIFY_TRIGGER} from './engine/clarify.js';
export {toNodeHandler} from '../node/adapter.js';
export type {FetchHandler, NodeHandlerOptions} from '../node/adapter.js';
