import type { MappingDirection, MappingOrigin, MappingRelationship, WaitingMaps } from '@praxis/contract';
import { and, asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import {
  mappingCollections,
  requirementMappings,
  specificationElements,
  specifications,
  users,
} from '../../db/schema/index.js';
import { chunks, nameOf, type Person, personOf } from '../../db/sql.js';

export type MappingRow = typeof requirementMappings.$inferSelect;
export type CollectionRow = typeof mappingCollections.$inferSelect;

/** One end of a mapping as the answers show it; `statement` only for a requirement named by its code. */
export interface MappingEnd {
  id: string;
  legacyId: number;
  code: string;
  oscalId: string | null;
  name: string;
  statement: string | null;
  specificationId: string;
  specificationName: string;
}

export interface MappingView {
  mapping: MappingRow;
  source: MappingEnd;
  target: MappingEnd;
  collection: { id: string; title: string } | null;
  createdBy: Person | null;
}

/** A requirement's mapping with the side the requirement is on. */
export interface RequirementMappingView extends MappingView {
  direction: MappingDirection;
}

/** What a write sets of a mapping (the pair, the decision, where it came from). */
export interface MappingWrite {
  sourceRequirementId: string;
  targetRequirementId: string;
  relationship: MappingRelationship;
  strength: number | null;
  rationale: string | null;
  origin: MappingOrigin;
  collectionId: string | null;
  createdBy: string | null;
}

const sourceElements = alias(specificationElements, 'source_elements');
const targetElements = alias(specificationElements, 'target_elements');
const sourceSpecifications = alias(specifications, 'source_specifications');
const targetSpecifications = alias(specifications, 'target_specifications');
const creators = alias(users, 'creators');

const endColumns = (
  e: typeof sourceElements | typeof targetElements,
  s: typeof sourceSpecifications | typeof targetSpecifications,
) => ({
  id: e.id,
  legacyId: e.legacyId,
  code: e.code,
  oscalId: e.oscalId,
  name: e.name,
  statement: sql<string | null>`case when ${e.name} = ${e.code} then ${e.text} end`,
  specificationId: s.id,
  specificationName: s.name,
});

export function mappingsRepository(db: Executor) {
  /** The mappings `where` picks, with both ends, their specifications, collection and maker, in one query. */
  async function views(where: SQL | undefined): Promise<MappingView[]> {
    const rows = await db
      .select({
        mapping: requirementMappings,
        source: endColumns(sourceElements, sourceSpecifications),
        target: endColumns(targetElements, targetSpecifications),
        collectionTitle: mappingCollections.title,
        creatorName: nameOf(creators),
      })
      .from(requirementMappings)
      .innerJoin(sourceElements, eq(sourceElements.id, requirementMappings.sourceRequirementId))
      .innerJoin(sourceSpecifications, eq(sourceSpecifications.id, sourceElements.specificationId))
      .innerJoin(targetElements, eq(targetElements.id, requirementMappings.targetRequirementId))
      .innerJoin(targetSpecifications, eq(targetSpecifications.id, targetElements.specificationId))
      .leftJoin(mappingCollections, eq(mappingCollections.id, requirementMappings.collectionId))
      .leftJoin(creators, eq(creators.id, requirementMappings.createdBy))
      .where(where)
      .orderBy(asc(sourceSpecifications.name), asc(sourceElements.code), asc(targetElements.code));
    return rows.map((r) => ({
      mapping: r.mapping,
      source: r.source,
      target: r.target,
      collection:
        r.mapping.collectionId === null || r.collectionTitle === null
          ? null
          : { id: r.mapping.collectionId, title: r.collectionTitle },
      createdBy: personOf(r.mapping.createdBy, r.creatorName),
    }));
  }

  return {
    views,

    async find(companyId: string, id: string): Promise<MappingView | undefined> {
      const [view] = await views(
        and(eq(requirementMappings.companyId, companyId), eq(requirementMappings.id, id)),
      );
      return view;
    },

    /**
     * Every mapping of one requirement, both where it is the source (`to`) and where it is the target
     * (`from`): the requirement view's section, and what projections start from.
     */
    async listForRequirement(companyId: string, requirementId: string): Promise<RequirementMappingView[]> {
      const found = await views(
        and(
          eq(requirementMappings.companyId, companyId),
          or(
            eq(requirementMappings.sourceRequirementId, requirementId),
            eq(requirementMappings.targetRequirementId, requirementId),
          ),
        ),
      );
      return found.map((view) => ({
        ...view,
        direction: view.mapping.sourceRequirementId === requirementId ? 'to' : 'from',
      }));
    },

    /** The mappings from one specification's requirements to another's. */
    async listBetween(companyId: string, sourceSpecificationId: string, targetSpecificationId: string) {
      return views(
        and(
          eq(requirementMappings.companyId, companyId),
          eq(sourceSpecifications.id, sourceSpecificationId),
          eq(targetSpecifications.id, targetSpecificationId),
        ),
      );
    },

    async pair(companyId: string, sourceRequirementId: string, targetRequirementId: string) {
      const [row] = await db
        .select()
        .from(requirementMappings)
        .where(
          and(
            eq(requirementMappings.companyId, companyId),
            eq(requirementMappings.sourceRequirementId, sourceRequirementId),
            eq(requirementMappings.targetRequirementId, targetRequirementId),
          ),
        );
      return row;
    },

    async insert(companyId: string, write: MappingWrite): Promise<MappingRow> {
      const [row] = await db
        .insert(requirementMappings)
        .values({ ...write, companyId })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** Many at once, a batch per statement (an import). */
    async insertMany(companyId: string, writes: MappingWrite[]): Promise<void> {
      for (const chunk of chunks(writes)) {
        await db.insert(requirementMappings).values(chunk.map((w) => ({ ...w, companyId })));
      }
    },

    /** The stored mappings from any of `sourceIds`: what an import compares its pairs with. */
    async fromSources(companyId: string, sourceIds: string[]): Promise<MappingRow[]> {
      const rows: MappingRow[] = [];
      for (const chunk of chunks(sourceIds)) {
        rows.push(
          ...(await db
            .select()
            .from(requirementMappings)
            .where(
              and(
                eq(requirementMappings.companyId, companyId),
                inArray(requirementMappings.sourceRequirementId, chunk),
              ),
            )),
        );
      }
      return rows;
    },

    /** The company's specifications with what a mapping file may name them by. */
    async catalogs(companyId: string) {
      return db
        .select({
          id: specifications.id,
          name: specifications.name,
          sourceId: specifications.sourceId,
          sourceFile: specifications.sourceFile,
        })
        .from(specifications)
        .where(eq(specifications.companyId, companyId))
        .orderBy(asc(specifications.legacyId));
    },

    /** The requirements of some specifications, with the OSCAL id and code a mapping names them by. */
    async requirementsOf(companyId: string, specificationIds: string[]) {
      if (specificationIds.length === 0) return [];
      return db
        .select({
          id: specificationElements.id,
          specificationId: specificationElements.specificationId,
          code: specificationElements.code,
          oscalId: specificationElements.oscalId,
        })
        .from(specificationElements)
        .where(
          and(
            eq(specificationElements.companyId, companyId),
            eq(specificationElements.kind, 'requirement'),
            inArray(specificationElements.specificationId, specificationIds),
          ),
        );
    },

    async update(
      companyId: string,
      id: string,
      values: Pick<MappingWrite, 'relationship' | 'strength' | 'rationale'> &
        Partial<Pick<MappingWrite, 'collectionId'>>,
    ): Promise<void> {
      await db
        .update(requirementMappings)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(requirementMappings.companyId, companyId), eq(requirementMappings.id, id)));
    },

    async remove(companyId: string, ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .delete(requirementMappings)
        .where(and(eq(requirementMappings.companyId, companyId), inArray(requirementMappings.id, ids)));
    },

    /** The imported mappings of one collection: a re-import replaces exactly these. */
    async ofCollection(companyId: string, collectionId: string): Promise<MappingRow[]> {
      return db
        .select()
        .from(requirementMappings)
        .where(
          and(
            eq(requirementMappings.companyId, companyId),
            eq(requirementMappings.collectionId, collectionId),
          ),
        );
    },

    async collections(companyId: string) {
      return db
        .select({ collection: mappingCollections, mappings: count(requirementMappings.id) })
        .from(mappingCollections)
        .leftJoin(requirementMappings, eq(requirementMappings.collectionId, mappingCollections.id))
        .where(eq(mappingCollections.companyId, companyId))
        .groupBy(mappingCollections.id)
        .orderBy(asc(mappingCollections.title));
    },

    async collectionBySource(companyId: string, sourceId: string): Promise<CollectionRow | undefined> {
      const [row] = await db
        .select()
        .from(mappingCollections)
        .where(and(eq(mappingCollections.companyId, companyId), eq(mappingCollections.sourceId, sourceId)));
      return row;
    },

    async saveCollection(
      companyId: string,
      values: { sourceId: string; title: string; version: string | null; waiting: WaitingMaps[] },
      importedBy: string | null,
    ): Promise<CollectionRow> {
      const [row] = await db
        .insert(mappingCollections)
        .values({ ...values, companyId, importedBy })
        .onConflictDoUpdate({
          target: [mappingCollections.companyId, mappingCollections.sourceId],
          set: {
            title: values.title,
            version: values.version,
            waiting: values.waiting,
            importedBy,
            importedAt: sql`now()`,
          },
        })
        .returning();
      if (!row) throw new Error('upsert returned no row');
      return row;
    },
  };
}
