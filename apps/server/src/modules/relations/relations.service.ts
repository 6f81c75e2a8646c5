import {
  type ItemCategory,
  type Ref,
  type RelatedItem,
  type RelationBody,
  type RelationGroup,
  relationGroupNames,
  say,
  singularOf,
} from '@praxis/contract';
import type { Db, Executor } from '../../db/database.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, fieldError, notFound } from '../../lib/http-error.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import { presentItem } from '../items/items.presenter.js';
import { type ItemView, itemsRepository } from '../items/items.repository.js';
import { type GroupSpec, relationGroups } from './relations.layout.js';
import { connectionOf } from './relations.policy.js';
import { type RelationRow, relationsRepository } from './relations.repository.js';

export interface End {
  register: ItemCategory;
  ref: Ref;
}

const presentRelation = (row: RelationRow) => ({
  id: row.id,
  relationType: row.relationType,
  parentId: row.parentId,
  childId: row.childId,
});

const matches = (view: ItemView, ref: Ref) => ref === view.item.id || ref === view.item.legacyId;

export function relationsService(db: Db) {
  const items = itemsRepository(db);

  async function requireItem(executor: Executor, actor: Principal, end: End) {
    const view = await itemsRepository(executor).find(actor.companyId, end.register, end.ref);
    if (!view) throw notFound(say('thingNotFound', { thing: singularOf(end.register) }));
    return view;
  }

  async function groupItems(
    actor: Principal,
    view: ItemView,
    spec: GroupSpec,
    stored: RelationRow[],
  ): Promise<RelatedItem[]> {
    const { item } = view;
    const { source } = spec;
    if (source.kind === 'executions') {
      const of = item.category === 'Controls' ? { controlId: item.id } : { assetId: item.id };
      return (await items.executionsOf(actor.companyId, of)).map((e) => ({
        id: e.item.id,
        relationType: spec.relationType,
        parentId: item.id,
        childId: e.item.id,
        item: presentItem(e),
      }));
    }
    if (source.kind === 'executionAsset' || source.kind === 'executionControl') {
      const otherId = source.kind === 'executionAsset' ? item.assetId : item.controlId;
      const [other] = otherId ? await items.findByIds(actor.companyId, [otherId]) : [];
      if (!other) return [];
      return [
        {
          id: item.id,
          relationType: spec.relationType,
          parentId: other.item.id,
          childId: item.id,
          item: presentItem(other),
        },
      ];
    }
    const links = stored.filter(
      (r) =>
        r.relationType === source.relationType &&
        (source.related === 'children' ? r.parentId : r.childId) === item.id,
    );
    const otherOf = (r: RelationRow) => (source.related === 'children' ? r.childId : r.parentId);
    const views = new Map(
      (await items.findByIds(actor.companyId, links.map(otherOf))).map((v) => [v.item.id, v]),
    );
    return links.flatMap((r) => {
      const other = views.get(otherOf(r));
      return other ? [{ ...presentRelation(r), item: presentItem(other) }] : [];
    });
  }

  /** Resolves both ends and the rule that links them; body ids, when given, must name one of the two. */
  async function resolve(actor: Principal, first: End, second: End, body: RelationBody = {}) {
    const rule = connectionOf(first.register, second.register);
    if (!rule.allowed) throw badRequest(rule.reason);
    const [a, b] = [await requireItem(db, actor, first), await requireItem(db, actor, second)];
    for (const [key, ref] of Object.entries(body)) {
      if (ref !== undefined && !matches(a, ref) && !matches(b, ref)) {
        throw badRequest(
          say('idsNotInPathAt', { field: `body.${key}` }),
          fieldError(`body.${key}`, say('idsNotInPath')),
        );
      }
    }
    const [parent, child] = rule.parentIs === 'first' ? [a, b] : [b, a];
    return { relationType: rule.relationType, parent: parent.item.id, child: child.item.id };
  }

  return {
    async relationsOf(actor: Principal, register: ItemCategory, ref: Ref): Promise<RelationGroup[]> {
      const view = await requireItem(db, actor, { register, ref });
      const stored = await relationsRepository(db).listFor(actor.companyId, view.item.id);
      return Promise.all(
        relationGroups[register].map(async (spec) => ({
          name: relationGroupNames[spec.key],
          create: spec.create,
          relationType: spec.relationType,
          items: await groupItems(actor, view, spec, stored),
        })),
      );
    },

    async connect(actor: Principal, first: End, second: End, body: RelationBody | null | undefined) {
      const { relationType, parent, child } = await resolve(actor, first, second, body ?? {});
      if (parent === child) throw badRequest(say('connectedToItself'));
      try {
        return await db.transaction(async (tx) => {
          const repo = relationsRepository(tx);
          if (relationType === 'AssetAsset' && (await repo.isBelow(child, parent))) {
            throw badRequest(say('ownAncestor'));
          }
          if (await repo.between(actor.companyId, parent, child)) throw conflict(say('alreadyConnected'));
          const after = presentRelation(
            await repo.insert({ companyId: actor.companyId, relationType, parentId: parent, childId: child }),
          );
          await recordChange(tx, actor, { action: 'create', entity: 'relations', entityId: after.id, after });
          return after;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(say('alreadyConnected'));
        throw error;
      }
    },

    async disconnect(actor: Principal, first: End, second: End) {
      const { relationType, parent, child } = await resolve(actor, first, second);
      await db.transaction(async (tx) => {
        const repo = relationsRepository(tx);
        const row = await repo.between(actor.companyId, parent, child);
        if (!row || row.relationType !== relationType || row.parentId !== parent)
          throw notFound(say('notConnected'));
        await repo.remove(actor.companyId, row.id);
        await recordChange(tx, actor, {
          action: 'delete',
          entity: 'relations',
          entityId: row.id,
          before: presentRelation(row),
        });
      });
    },
  };
}
