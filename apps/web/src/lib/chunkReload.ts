/** A failed chunk load reloads the page at most once per minute, so a chunk still missing cannot loop. */
export const chunkReloadIntervalMs = 60_000;

const lastReloadKey = 'praxis.chunkReloadAt';

// What browsers and Vite say when a code-split chunk is gone, typically after a redeployment replaced
// the hashed files the open page still refers to (Chromium, Firefox, Safari, Vite's preload helper).
const chunkErrorMessages = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) {
    return false;
  }
  const message = error.message.toLowerCase();
  return chunkErrorMessages.some((known) => message.includes(known.toLowerCase()));
}

/**
 * The throttle keeps a chunk that is really missing (not just replaced by a new release) from
 * turning into an endless reload loop.
 */
export function shouldReloadAfterChunkError(
  error: unknown,
  lastReloadAt: number | null,
  now: number,
): boolean {
  if (!isChunkLoadError(error)) {
    return false;
  }
  return lastReloadAt === null || now - lastReloadAt >= chunkReloadIntervalMs;
}

// Session storage survives the reload but not the tab, and even reading it can throw when disabled.
function storedReloadAt(): number | null {
  const stored = Number(window.sessionStorage.getItem(lastReloadKey));
  return stored > 0 ? stored : null;
}

export function readLastChunkReload(): number | null {
  try {
    return storedReloadAt();
  } catch {
    // Without storage a loop could not be detected; pretending a reload just happened rules it out.
    return Date.now();
  }
}

/**
 * True when this very document asked for a reload (recorded after the document started), so the page
 * is going away and an error screen need not flash up in the meantime.
 */
export function isChunkReloadPending(): boolean {
  try {
    const reloadAt = storedReloadAt();
    return reloadAt !== null && reloadAt >= performance.timeOrigin;
  } catch {
    return false;
  }
}

/** Reloads the page when `error` is a chunk failure and the throttle allows it; says whether it did. */
export function reloadAfterChunkError(error: unknown): boolean {
  const now = Date.now();
  if (!shouldReloadAfterChunkError(error, readLastChunkReload(), now)) {
    return false;
  }
  try {
    window.sessionStorage.setItem(lastReloadKey, String(now));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
