/**
 * Tests (Vitest and Playwright) wait for conditions, never on a wall-clock budget: on a machine busy with other work the same step
 * takes many times longer than on an idle one, and a test must pass on both. So the limits below are not
 * budgets but the point at which a wait is taken for a hang, to fail with the test's name rather than never.
 */

/** How long a test or a hook may run. */
export const HANG_LIMIT_MS = 600_000;

/** How long a test waits for one condition (an element, a delivered email, a finished job). */
export const CONDITION_LIMIT_MS = 120_000;

/** Every Vitest project's time limits. */
export const testLimits = { testTimeout: HANG_LIMIT_MS, hookTimeout: HANG_LIMIT_MS };
