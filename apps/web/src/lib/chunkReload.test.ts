import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chunkReloadIntervalMs,
  isChunkLoadError,
  readLastChunkReload,
  reloadAfterChunkError,
  shouldReloadAfterChunkError,
} from './chunkReload';

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: https://praxis.example/assets/SpecificationsPage-x1.js',
);
const now = 1_750_000_000_000;

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: /assets/a.js',
    'error loading dynamically imported module: /assets/a.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/a.css',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it.each([
    new Error('Unknown middleware'),
    new TypeError('Cannot read properties of undefined'),
    'Failed to fetch dynamically imported module',
    null,
  ])('does not take %s for a chunk failure', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('shouldReloadAfterChunkError', () => {
  it('reloads when the page was never reloaded for a chunk', () => {
    expect(shouldReloadAfterChunkError(chunkError, null, now)).toBe(true);
  });

  it('does not reload again within 60 s', () => {
    expect(shouldReloadAfterChunkError(chunkError, now - 1_000, now)).toBe(false);
    expect(shouldReloadAfterChunkError(chunkError, now - chunkReloadIntervalMs + 1, now)).toBe(false);
  });

  it('reloads again once 60 s have passed', () => {
    expect(chunkReloadIntervalMs).toBe(60_000);
    expect(shouldReloadAfterChunkError(chunkError, now - chunkReloadIntervalMs, now)).toBe(true);
  });

  it('never reloads for other errors', () => {
    expect(shouldReloadAfterChunkError(new Error('Unknown middleware'), null, now)).toBe(false);
    expect(shouldReloadAfterChunkError(undefined, null, now)).toBe(false);
  });
});

describe('reloadAfterChunkError', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('remembers the reload in session storage and then holds back', () => {
    // jsdom cannot navigate and says so on the console.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(reloadAfterChunkError(chunkError)).toBe(true);
    expect(readLastChunkReload()).toBeGreaterThan(0);
    expect(reloadAfterChunkError(chunkError)).toBe(false);
  });

  it('leaves the page alone for other errors', () => {
    expect(reloadAfterChunkError(new Error('Unknown middleware'))).toBe(false);
    expect(readLastChunkReload()).toBeNull();
  });
});
