export * from './assignments.js';
export * from './checkpoints.js';
export * from './labels.js';
export * from './route.js';
export * from './work.js';
