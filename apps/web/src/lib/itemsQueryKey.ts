/**
 * Every cached item answer starts with this key, so a change anywhere refreshes lists, dialogs and panels;
 * the answers that items move (semaphores, evidence, risk views, My work) live under it too.
 */
export const itemsQueryKey = ['items'] as const;
