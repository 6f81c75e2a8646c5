import {
  type Mapping,
  type MappingCollection,
  type MappingCreateValues,
  type MappingExportQuery,
  type MappingsQuery,
  type MappingUpdateValues,
  type Ref,
  type RequirementMapping,
  say,
} from '@praxis/contract';
import type { Db, Executor } from '../../db/database.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, fieldError, notFound, notFoundAt } from '../../lib/http-error.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import { requireRequirement } from '../owners/owners.lookup.js';
import { ownersRepository } from '../owners/owners.repository.js';
import { specificationsRepository } from '../specifications/specifications.repository.js';
import { fileNameOf } from '../specifications/specifications.service.js';
import { mappingsCsv, mappingsOscal } from './mappings.export.js';
import { presentCollection, presentMapping, presentRequirementMapping } from './mappings.presenter.js';
import { mappingsRepository } from './mappings.repository.js';

/** A specification a query names, or 404 at that parameter. */
async function requireSpecificationAt(db: Executor, actor: Principal, id: string, field: string) {
  const found = await specificationsRepository(db).find(actor.companyId, id);
  if (!found) throw notFoundAt(field, say('thingNotFound', { thing: 'Specification' }));
  return found;
}

/** A requirement a body names, or 404 at that field (another company's answers the same). */
async function requireRequirementAt(db: Executor, actor: Principal, id: string, field: string) {
  const found = await ownersRepository(db).findRequirementRef(actor.companyId, id);
  if (!found) throw notFoundAt(field, say('thingNotFound', { thing: 'Requirement' }));
  return found;
}

export function mappingsService(db: Db) {
  async function requireMapping(executor: Executor, actor: Principal, id: string) {
    const view = await mappingsRepository(executor).find(actor.companyId, id);
    if (!view) throw notFound(say('thingNotFound', { thing: 'Mapping' }));
    return view;
  }

  /** The specifications a query names, each checked to be the company's. */
  async function pairOf(actor: Principal, query: MappingsQuery) {
    return [
      await requireSpecificationAt(db, actor, query.source, 'querystring.source'),
      await requireSpecificationAt(db, actor, query.target, 'querystring.target'),
    ] as const;
  }

  return {
    /** A requirement's mappings in both directions (404 when it is not the company's requirement). */
    async ofRequirement(actor: Principal, ref: Ref): Promise<RequirementMapping[]> {
      const requirement = await requireRequirement(db, actor.companyId, ref);
      const views = await mappingsRepository(db).listForRequirement(actor.companyId, requirement.id);
      return views.map(presentRequirementMapping);
    },

    async list(actor: Principal, query: MappingsQuery): Promise<Mapping[]> {
      const [source, target] = await pairOf(actor, query);
      const views = await mappingsRepository(db).listBetween(actor.companyId, source.id, target.id);
      return views.map(presentMapping);
    },

    async get(actor: Principal, id: string): Promise<Mapping> {
      return presentMapping(await requireMapping(db, actor, id));
    },

    async collections(actor: Principal): Promise<MappingCollection[]> {
      const rows = await mappingsRepository(db).collections(actor.companyId);
      return rows.map((r) => presentCollection(r.collection, r.mappings));
    },

    async create(actor: Principal, body: MappingCreateValues): Promise<Mapping> {
      if (body.sourceId === body.targetId) {
        throw badRequest(say('mappingToItself'), fieldError('body.targetId', say('mappingToItself')));
      }
      try {
        return await db.transaction(async (tx) => {
          const source = await requireRequirementAt(tx, actor, body.sourceId, 'body.sourceId');
          const target = await requireRequirementAt(tx, actor, body.targetId, 'body.targetId');
          const repo = mappingsRepository(tx);
          if (await repo.pair(actor.companyId, source.id, target.id)) {
            throw conflict(say('mappingExists'), fieldError('body.targetId', say('mappingExists')));
          }
          const row = await repo.insert(actor.companyId, {
            sourceRequirementId: source.id,
            targetRequirementId: target.id,
            relationship: body.relationship,
            strength: body.strength,
            rationale: body.rationale,
            origin: 'manual',
            collectionId: null,
            createdBy: actor.userId,
          });
          const after = presentMapping(await requireMapping(tx, actor, row.id));
          await recordChange(tx, actor, { action: 'create', entity: 'mappings', entityId: row.id, after });
          return after;
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict(say('mappingExists'), fieldError('body.targetId', say('mappingExists')));
        throw error;
      }
    },

    async update(actor: Principal, id: string, body: MappingUpdateValues): Promise<Mapping> {
      return db.transaction(async (tx) => {
        const before = presentMapping(await requireMapping(tx, actor, id));
        await mappingsRepository(tx).update(actor.companyId, id, body);
        const after = presentMapping(await requireMapping(tx, actor, id));
        await recordChange(tx, actor, { action: 'update', entity: 'mappings', entityId: id, before, after });
        return after;
      });
    },

    async remove(actor: Principal, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = presentMapping(await requireMapping(tx, actor, id));
        await mappingsRepository(tx).remove(actor.companyId, [id]);
        await recordChange(tx, actor, { action: 'delete', entity: 'mappings', entityId: id, before });
      });
    },

    /** The mappings between two specifications as a file: an OSCAL mapping-collection or the CSV. */
    async export(actor: Principal, query: MappingExportQuery) {
      const [source, target] = await pairOf(actor, query);
      const views = await mappingsRepository(db).listBetween(actor.companyId, source.id, target.id);
      if (query.format === 'oscal-json' && views.length === 0) {
        const said = say('nothingMapped', { source: source.name, target: target.name });
        throw notFoundAt('querystring.target', said);
      }
      const name = `${fileNameOf(source.name)}-to-${fileNameOf(target.name)}`;
      return query.format === 'csv'
        ? { fileName: `${name}.csv`, contentType: 'text/csv; charset=utf-8', body: mappingsCsv(views) }
        : {
            fileName: `${name}.mapping-collection.json`,
            contentType: 'application/json; charset=utf-8',
            body: JSON.stringify(mappingsOscal(source, target, views), null, 2),
          };
    },
  };
}
