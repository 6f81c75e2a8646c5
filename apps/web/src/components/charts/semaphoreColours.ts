import type { SemaphoreColour } from '@praxis/contract';

/**
 * Fill colours of the requirement semaphore, dark enough to stay apart when printed in grey scale (yellow is
 * amber so it does not vanish on white paper). The colour is never the only carrier: every use also shows
 * the colour's name.
 */
export const semaphoreFill: Record<SemaphoreColour, string> = {
  green: '#2b8a3e',
  yellow: '#f0b400',
  red: '#c92a2a',
  gray: '#868e96',
};
