export * from './wac-clarification.js';
export * from './wac-done.js';
export * from './wac-error.js';
export * from './wac-feedback.js';
export * from './wac-send.js';
