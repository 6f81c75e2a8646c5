import { mixedLoad } from './mixed.js';
import { runAgainstCeiling } from './targets.js';

// The mixed load alone (200 people: list, details, update, create, tree) over the same data.
await runAgainstCeiling({ title: 'mixed load', pairs: () => [], after: mixedLoad });
