import { createContext } from 'react';

export interface LoadingOverlayControls {
  /** Shows the overlay until the matching finish(). */
  start: () => void;
  finish: () => void;
}

export const LoadingOverlayContext = createContext<LoadingOverlayControls | null>(null);

/** A load that holds the overlay longer than this is given up on. */
export const loadingTimeoutMs = 60_000;
