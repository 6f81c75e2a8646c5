import { mixedLoad } from './mixed.js';
import { listPairs, mePairs, runAgainstCeiling, treePairs } from './targets.js';

// Every performance target in one run: the principal (/v1/Me), the Assets list and
// its name searches over 100,000 assets, the tree and the report of 1,200 requirements, each next to its
// minimal route, and then the mixed load of 200 people. BENCH_SCALE=10 adds the same at ten times the data.
await runAgainstCeiling({
  title: 'performance targets',
  pairs: (context) => [...mePairs(context), ...listPairs(context), ...treePairs(context)],
  after: mixedLoad,
});
