import { CONDITION_LIMIT_MS } from '../../../../test-limits.js';

/** expect.poll's options for what happens in the background (a job, a mail): look again until it holds. */
export const UNTIL = { timeout: CONDITION_LIMIT_MS, interval: 50 };
