/** Semaphore colours of a requirement, in the order an overview lists them. */
export const semaphoreColours = ['green', 'yellow', 'red', 'gray'] as const;
export type SemaphoreColour = (typeof semaphoreColours)[number];
