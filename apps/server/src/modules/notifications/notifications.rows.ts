import { requirementName } from '@praxis/contract';
import { alias } from 'drizzle-orm/pg-core';
import { items, type notifications, specificationElements } from '../../db/schema/index.js';
import { untitledStatement } from '../../db/sql.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Omit<NotificationRow, 'id' | 'readAt' | 'digestedAt' | 'createdAt'>;

/** What a notification about an owner or an evidence keeps of it, for its text and its link. */
export type NotificationSubject = Pick<
  NotificationRow,
  'objectKind' | 'objectId' | 'name' | 'ownerCategory' | 'ownerId' | 'ownerName' | 'specificationId'
>;

export const control = alias(items, 'control');

/** What names an owner: a requirement's code, name and (untitled) statement; an item's or its control's name. */
export const ownerNameColumns = {
  code: specificationElements.code,
  requirementName: specificationElements.name,
  statement: untitledStatement,
  category: items.category,
  itemName: items.name,
  controlName: control.name,
};
export type OwnerNameRow = {
  code: string | null;
  requirementName: string | null;
  statement: string | null;
  category: string | null;
  itemName: string | null;
  controlName: string | null;
};

/** An owner's name as the app shows it: a requirement's code and name; an execution by its control. */
export const ownerNameOf = (row: OwnerNameRow) =>
  row.code !== null
    ? `${row.code} ${requirementName({ code: row.code, name: row.requirementName ?? '', statement: row.statement })}`
    : row.category === 'Executions'
      ? (row.controlName ?? 'Control not found')
      : (row.itemName ?? '');
