export * from './audit.js';
export * from './companies.js';
export * from './documentation.js';
export * from './files.js';
export * from './idp.js';
export * from './items.js';
export * from './subscription.js';
export * from './users.js';
