/** DESIGN §6 semaphore colours, in the order summaries list them (best first, not applicable last). */
export const semaphoreOrder = ['green', 'yellow', 'red', 'gray'] as const;
export type SemaphoreColour = (typeof semaphoreOrder)[number];

/**
 * Fill colours, dark enough to stay apart when printed in grey scale (yellow is amber so it does not vanish
 * on white paper). The colour is never the only carrier: every use also prints the colour's name.
 */
export const semaphoreFill: Record<SemaphoreColour, string> = {
  green: '#2b8a3e',
  yellow: '#f0b400',
  red: '#c92a2a',
  gray: '#868e96',
};
