import { runBenchmark } from './suite.js';

// The cheapest routes: how close the server's own plumbing (hooks, helmet, logging, compression) keeps
// them to the bare framework.
await runBenchmark({
  title: 'HTTP plumbing',
  prepare: () => [{ name: 'liveness', path: '/healthz' }],
});
