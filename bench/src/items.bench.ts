import { listPairs, runAgainstCeiling } from './targets.js';

// The toolbox lists over 100,000 generated assets, each next to its minimal route (target: >= 0.8× of it on
// PostgreSQL and PGlite, p99 <= 50 ms on PostgreSQL).
await runAgainstCeiling({ title: 'toolbox lists', pairs: listPairs });
