/** axe-core's browser build: loading it as a module sets `window.axe`. */
declare module 'axe-core/axe.min.js';
