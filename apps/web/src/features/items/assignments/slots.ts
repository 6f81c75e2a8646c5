import type { Checkpoints } from '@praxis/contract';

/** Two assignment types, 0 responsible and 1 accountable. */
export const assignmentSlots = [0, 1] as const;
export type AssignmentType = (typeof assignmentSlots)[number];

/** Three checkpoints, in the order a piece of work meets them. */
export const checkpointSlots = [
  'deadlineDate',
  'implementedDate',
  'expiresDate',
] as const satisfies readonly (keyof Checkpoints)[];
export type CheckpointSlot = (typeof checkpointSlots)[number];

/** The slots shown: those filled on the server and those the user has just added, in the fixed order. */
export function shownSlots<T>(all: readonly T[], filled: readonly T[], added: readonly T[]): T[] {
  return all.filter((slot) => filled.includes(slot) || added.includes(slot));
}

/** What the add dropdown offers, the register's default role first; nothing once all exist. */
export function addableSlots<T>(all: readonly T[], shown: readonly T[], preferred?: T): T[] {
  const free = all.filter((slot) => !shown.includes(slot));
  return preferred !== undefined && free.includes(preferred)
    ? [preferred, ...free.filter((slot) => slot !== preferred)]
    : free;
}

/** A checkpoint is a day; only the first 10 characters (YYYY-MM-DD) of what arrives count. */
export const dayOf = (date: string | null | undefined): string | null => (date ? date.slice(0, 10) : null);

/** Choosing one date saves all three; `date` null deletes that one and keeps the others. */
export function checkpointsWith(
  current: Checkpoints,
  slot: CheckpointSlot,
  date: string | null,
): Checkpoints {
  return {
    deadlineDate: dayOf(current.deadlineDate),
    implementedDate: dayOf(current.implementedDate),
    expiresDate: dayOf(current.expiresDate),
    [slot]: date,
  };
}
