export * from './problems.js';
export * from './text.js';
