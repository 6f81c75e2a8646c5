import { mixedLoad } from './mixed.js';
import { runAgainstCeiling } from './targets.js';

// Issue 14's mixed load alone (200 people: list, details, update, create, tree) over the same data.
await runAgainstCeiling({ title: 'mixed load', pairs: () => [], after: mixedLoad });
