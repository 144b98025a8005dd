/** The protocol layer: pure, DOM-free and Node-free, shared by the element, proxy and simulator. */
export * from './constants.js';
export * from './errors.js';
export * from './events.js';
export * from './history.js';
export * from './readers.js';
export * from './safe-url.js';
export * from './sse.js';
export * from './types.js';
export * from './validate.js';
