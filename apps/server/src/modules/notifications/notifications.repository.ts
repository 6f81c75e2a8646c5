import { dateNotificationEvents } from '@praxis/contract';
import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  assignments,
  checkpoints,
  evidence,
  evidenceRevisions,
  items,
  notifications,
  type OwnerKey,
  specificationElements,
  unsubscribeTokens,
  users,
} from '../../db/schema/index.js';
import { untitledStatement } from '../../db/sql.js';
import { findingDateEvents, findingSubject } from './notifications.findings.js';
import { occurrenceNotifications } from './notifications.occurrences.js';
import {
  control,
  type NewNotification,
  type NotificationRow,
  type NotificationSubject,
  type OwnerNameRow,
  ownerNameColumns,
  ownerNameOf,
} from './notifications.rows.js';
import { treatmentNotifications } from './notifications.treatments.js';

/** What a mail to a person needs to know about them. */
export interface MailRecipient {
  id: string;
  companyId: string;
  email: string;
  language: string;
  allowEmailNotifications: boolean;
}

/**
 * How far back a missed date event is still sent: a deadline that passed while no instance ran for a few
 * days is still news, one from months ago (say, when this feature first starts) is not.
 */
const CATCH_UP_DAYS = 7;
/** Notifications per insert statement: well under the 65,535 parameters of a statement. */
const INSERT_BATCH = 1000;

/** A date event `addDateEvents` found, for one person, with what names its owner. */
type DueRow = OwnerNameRow &
  Pick<
    NotificationRow,
    | 'companyId'
    | 'recipientId'
    | 'event'
    | 'objectKind'
    | 'objectId'
    | 'ownerCategory'
    | 'ownerId'
    | 'specificationId'
  > & { title: string | null; date: string };

export function notificationsRepository(db: Executor) {
  const own = (companyId: string, userId: string) =>
    and(eq(notifications.companyId, companyId), eq(notifications.recipientId, userId));

  /** The requirement or item `ownerId` of the company, with its name, joined for the subject lookups. */
  const owners = (companyId: string, ownerId: string) =>
    db
      .select({
        requirementId: specificationElements.id,
        specificationId: specificationElements.specificationId,
        ...ownerNameColumns,
      })
      .from(sql`(select 1) as one`)
      .leftJoin(
        specificationElements,
        and(eq(specificationElements.id, ownerId), eq(specificationElements.companyId, companyId)),
      )
      .leftJoin(items, and(eq(items.id, ownerId), eq(items.companyId, companyId)))
      .leftJoin(control, eq(control.id, items.controlId));

  return {
    async owner(companyId: string, owner: OwnerKey): Promise<NotificationSubject | undefined> {
      const [row] = await owners(companyId, owner.id);
      if (!row || (row.requirementId === null && row.category === null)) return undefined;
      const name = ownerNameOf(row);
      return {
        objectKind: row.requirementId === null ? 'item' : 'requirement',
        objectId: owner.id,
        name,
        ownerCategory: row.category ?? 'Requirements',
        ownerId: owner.id,
        ownerName: name,
        specificationId: row.specificationId,
      };
    },

    /** An evidence of the company with its owner, and who uploaded revision `revisionNumber`. */
    async evidence(companyId: string, evidenceId: string, revisionNumber: number) {
      const [found] = await db
        .select({
          ownerId: sql<string>`coalesce(${evidence.itemId}, ${evidence.requirementId})`,
          isRequirement: sql<boolean>`${evidence.requirementId} is not null`,
          title: evidence.title,
          uploadedBy: evidenceRevisions.uploadedBy,
        })
        .from(evidence)
        .leftJoin(
          evidenceRevisions,
          and(eq(evidenceRevisions.evidenceId, evidence.id), eq(evidenceRevisions.number, revisionNumber)),
        )
        .where(and(eq(evidence.companyId, companyId), eq(evidence.id, evidenceId)));
      if (!found) return undefined;
      const owner = await this.owner(companyId, { id: found.ownerId, isRequirement: found.isRequirement });
      if (!owner) return undefined;
      const subject: NotificationSubject = {
        ...owner,
        objectKind: 'evidence',
        objectId: evidenceId,
        name: found.title,
      };
      return { subject, uploadedBy: found.uploadedBy };
    },

    /** Who reviews an owner's evidence: its accountable person, else its responsible one. */
    async reviewersOf(companyId: string, ownerId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: assignments.userId, type: assignments.type })
        .from(assignments)
        .where(
          and(
            eq(assignments.companyId, companyId),
            or(eq(assignments.itemId, ownerId), eq(assignments.requirementId, ownerId)),
          ),
        );
      const accountable = rows.filter((row) => row.type === 1);
      return (accountable.length > 0 ? accountable : rows).map((row) => row.userId);
    },

    /** Adds the notifications not sent before (by their key); answers only those it added. */
    insert(rows: NewNotification[]): Promise<NotificationRow[]> {
      if (rows.length === 0) return Promise.resolve([]);
      return db.insert(notifications).values(rows).onConflictDoNothing().returning();
    },

    page(companyId: string, userId: string, unreadOnly: boolean, offset: number, limit: number) {
      return db
        .select()
        .from(notifications)
        .where(and(own(companyId, userId), unreadOnly ? isNull(notifications.readAt) : undefined))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .offset(offset)
        .limit(limit);
    },

    async unreadCount(companyId: string, userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(own(companyId, userId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },

    /** Marks one of the person's notifications read (kept as first read); undefined when it is not theirs. */
    async markRead(companyId: string, userId: string, id: string): Promise<NotificationRow | undefined> {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(own(companyId, userId), eq(notifications.id, id)))
        .returning();
      return row;
    },

    async markAllRead(companyId: string, userId: string): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(own(companyId, userId), isNull(notifications.readAt)));
    },

    recipients(ids: string[]): Promise<MailRecipient[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: users.id,
          companyId: users.companyId,
          email: users.email,
          language: users.language,
          allowEmailNotifications: users.allowEmailNotifications,
        })
        .from(users)
        .where(inArray(users.id, ids));
    },

    /**
     * Notifies the responsible and accountable people, in every company at once, of the deadlines, the
     * expiring implementations and the expiring approved evidence as they stand on `today` (YYYY-MM-DD).
     * One query finds them, whatever the number of companies or owners, and the names are made as the app
     * makes them (`requirementName`) before they are added; the key makes a second run add nothing.
     * A deadline counts when nothing is implemented yet; an implementation's expiry once it is implemented.
     * More queries add the risk treatments' and the findings' events for their owners
     * (`treatmentDateEvents`, `findingDateEvents`), and the occurrences of recurring work at `now`, each on
     * its company's today (`occurrenceDateEvents`).
     */
    async addDateEvents(today: string, now: Date): Promise<void> {
      const c = checkpoints;
      const e = evidence;
      const r = evidenceRevisions;
      const a = assignments;
      const s = specificationElements;
      const i = items;
      const d = sql`${today}::date`;
      const found = await db.execute(sql`
        with newest_approved as (
          select distinct on (${r.evidenceId}) ${r.evidenceId} as evidence_id, ${r.expiresDate} as expires
          from ${r} where ${r.status} = 'approved'
          order by ${r.evidenceId}, ${r.number} desc
        ), due as (
          select ${c.companyId} as company_id, ${c.itemId} as item_id, ${c.requirementId} as requirement_id,
            'deadline' as kind, null::uuid as evidence_id, null::text as title, ${c.deadline} as date
          from ${c}
          where ${c.implemented} is null and ${c.deadline} between ${d} - ${sql.raw(String(CATCH_UP_DAYS))} and ${d} + 14
          union all
          select ${c.companyId}, ${c.itemId}, ${c.requirementId}, 'expiry', null, null, ${c.expires}
          from ${c}
          where ${c.implemented} is not null and ${c.expires} between ${d} - ${sql.raw(String(CATCH_UP_DAYS))} and ${d} + 30
          union all
          select ${e.companyId}, ${e.itemId}, ${e.requirementId}, 'expiry', ${e.id}, ${e.title}, n.expires
          from newest_approved n join ${e} on ${e.id} = n.evidence_id
          where n.expires between ${d} - ${sql.raw(String(CATCH_UP_DAYS))} and ${d} + 30
        ), named as (
          select due.*,
            case
              when due.kind = 'deadline' and due.date < ${d} then 'deadline-passed'
              when due.kind = 'deadline' and due.date <= ${d} + 1 then 'deadline-in-1-day'
              when due.kind = 'deadline' and due.date <= ${d} + 7 then 'deadline-in-7-days'
              when due.kind = 'deadline' then 'deadline-in-14-days'
              when due.date <= ${d} then 'expired'
              when due.date <= ${d} + 7 then 'expires-in-7-days'
              else 'expires-in-30-days'
            end as event,
            ${s.code} as code, ${s.name} as requirement_name,
            ${untitledStatement} as statement,
            ${i.category} as category, ${i.name} as item_name, ${control.name} as control_name,
            case when due.requirement_id is null then ${i.category} else 'Requirements' end as owner_category,
            ${s.specificationId} as specification_id
          from due
          left join ${s} on ${s.id} = due.requirement_id and ${s.companyId} = due.company_id
          left join ${i} on ${i.id} = due.item_id and ${i.companyId} = due.company_id
          left join ${i} as "control" on ${control.id} = ${i.controlId}
        )
        select distinct named.company_id as "companyId", ${a.userId} as "recipientId", named.event,
          case when named.evidence_id is not null then 'evidence'
            when named.requirement_id is not null then 'requirement' else 'item' end as "objectKind",
          coalesce(named.evidence_id, named.requirement_id, named.item_id) as "objectId",
          named.title, named.owner_category as "ownerCategory",
          coalesce(named.requirement_id, named.item_id) as "ownerId", named.specification_id as "specificationId",
          named.date::text as date, named.code, named.requirement_name as "requirementName", named.statement,
          named.category, named.item_name as "itemName", named.control_name as "controlName"
        from named join ${a} on ${a.companyId} = named.company_id
          and (${a.itemId} = named.item_id or ${a.requirementId} = named.requirement_id)
        where named.owner_category is not null`);
      const rows = (found as unknown as { rows: DueRow[] }).rows.map(
        ({ title, date, ...row }): NewNotification => {
          const ownerName = ownerNameOf(row);
          return {
            companyId: row.companyId,
            recipientId: row.recipientId,
            event: row.event,
            objectKind: row.objectKind,
            objectId: row.objectId,
            name: title ?? ownerName,
            ownerCategory: row.ownerCategory,
            ownerId: row.ownerId,
            ownerName,
            specificationId: row.specificationId,
            role: null,
            date,
            occasion: date,
          };
        },
      );
      const treatments = await treatmentNotifications(db, today, CATCH_UP_DAYS);
      const findings = (await findingDateEvents(db, today, CATCH_UP_DAYS)).map(
        ({ findingId, date, ...row }): NewNotification => ({
          ...row,
          ...findingSubject(findingId, row.name),
          role: null,
          date,
          occasion: date,
        }),
      );
      const occurrences = await occurrenceNotifications(db, now, CATCH_UP_DAYS);
      const all = [...rows, ...treatments, ...findings, ...occurrences];
      for (let at = 0; at < all.length; at += INSERT_BATCH)
        await this.insert(all.slice(at, at + INSERT_BATCH));
    },

    /**
     * Takes every date event no digest has taken yet, for all people at once: the update is the claim, so
     * of two instances running the digest together each event goes to one of them.
     */
    claimForDigest(): Promise<NotificationRow[]> {
      return db
        .update(notifications)
        .set({ digestedAt: sql`now()` })
        .where(
          and(isNull(notifications.digestedAt), inArray(notifications.event, [...dateNotificationEvents])),
        )
        .returning();
    },

    async addUnsubscribeToken(companyId: string, userId: string, tokenHash: string): Promise<void> {
      await db.insert(unsubscribeTokens).values({ companyId, userId, tokenHash });
    },

    /** The language of the person an unsubscribe link was made for; undefined for no such link. */
    async unsubscriber(tokenHash: string): Promise<{ language: string } | undefined> {
      const [row] = await db
        .select({ language: users.language })
        .from(unsubscribeTokens)
        .innerJoin(users, eq(users.id, unsubscribeTokens.userId))
        .where(eq(unsubscribeTokens.tokenHash, tokenHash));
      return row;
    },

    /** Turns mail off for the person a link was made for; answers their language, or undefined for no link. */
    async unsubscribe(tokenHash: string): Promise<{ language: string } | undefined> {
      const [row] = await db
        .update(users)
        .set({ allowEmailNotifications: false, updatedAt: new Date() })
        .where(
          eq(
            users.id,
            sql`(select ${unsubscribeTokens.userId} from ${unsubscribeTokens} where ${unsubscribeTokens.tokenHash} = ${tokenHash})`,
          ),
        )
        .returning({ language: users.language });
      return row;
    },
  };
}
