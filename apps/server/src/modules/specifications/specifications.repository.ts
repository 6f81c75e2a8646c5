import type { ElementKind, MaturityClass, Ref } from '@praxis/contract';
import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  checkpoints,
  companies,
  items,
  maturities,
  requirementAssessments,
  requirementControls,
  specificationDocuments,
  specificationElements,
  specifications,
  treeVersions,
} from '../../db/schema/index.js';
import { byRef, ilikeContains, preparedOnce, untitledStatement } from '../../db/sql.js';
import { ofSpecification } from '../owners/owners.repository.js';
import { ownAssessmentColumns } from './specifications.assessments.js';
import type { OwnAssessmentRow } from './specifications.colours.repository.js';

export type SpecificationRow = typeof specifications.$inferSelect;

/** The company's tree version (0 before the first change) as a scalar subquery. */
const treeVersionOf = (companyId: unknown) =>
  sql<number>`coalesce((select ${treeVersions.version} from ${treeVersions}
    where ${treeVersions.companyId} = ${companyId}), 0)`.mapWith(Number);
/** The company's time zone as a scalar subquery, read with what a kept answer is checked against. */
const companyTimeZone = (companyId: unknown) =>
  sql<string>`coalesce((select ${companies.timeZone} from ${companies} where ${companies.id} = ${companyId}), 'UTC')`;
export type NewSpecification = Pick<
  typeof specifications.$inferInsert,
  | 'name'
  | 'description'
  | 'version'
  | 'source'
  | 'sourceId'
  | 'sourceFile'
  | 'tailored'
  | 'sourceCatalogId'
  | 'libraryEntry'
>;
/** An element as the tree needs it (its text only when asked for: the tree is read often, texts rarely). */
export interface ElementRow {
  id: string;
  legacyId: number;
  kind: ElementKind;
  parentId: string | null;
  code: string;
  name: string;
  order: number;
  text?: string | null;
  /** The statement of an element named by its code (no title of its own), which `requirementName` reads. */
  statement?: string | null;
}
const treeColumns = {
  id: specificationElements.id,
  legacyId: specificationElements.legacyId,
  kind: specificationElements.kind,
  parentId: specificationElements.parentId,
  code: specificationElements.code,
  name: specificationElements.name,
  order: specificationElements.order,
};

/**
 * The columns of `elementsWithAssessments`, named here alone: the query writes each element as a JSON array
 * of them in this order, and the reader names the array's values by the same keys.
 */
const assessedTreeColumns = {
  ...treeColumns,
  statement: untitledStatement,
  applicable: requirementAssessments.applicable,
  deadline: checkpoints.deadline,
  implemented: checkpoints.implemented,
  expires: checkpoints.expires,
};
const assessedTreeKeys = Object.keys(assessedTreeColumns);

export function specificationsRepository(db: Executor) {
  return {
    list(companyId: string, nameFilter: string | undefined): Promise<SpecificationRow[]> {
      return db
        .select()
        .from(specifications)
        .where(
          and(
            eq(specifications.companyId, companyId),
            nameFilter ? ilikeContains(specifications.name, nameFilter) : undefined,
          ),
        )
        .orderBy(asc(specifications.name), asc(specifications.legacyId));
    },

    async find(companyId: string, ref: Ref): Promise<SpecificationRow | undefined> {
      const [row] = await db
        .select()
        .from(specifications)
        .where(and(eq(specifications.companyId, companyId), byRef(specifications, ref)));
      return row;
    },

    /**
     * `find` with the company's tree version and time zone (see `treeVersion`) in the same statement: what a
     * kept answer is checked against, read before the answer.
     */
    async findWithTreeVersion(companyId: string, ref: Ref) {
      // Prepared (one statement per kind of reference): every read of a tree or a report begins here.
      const byLegacyId = typeof ref === 'number';
      const name = byLegacyId ? 'specifications_find_versioned_legacy' : 'specifications_find_versioned';
      const query = preparedOnce(db, name, () =>
        db
          .select({
            specification: specifications,
            treeVersion: treeVersionOf(sql.placeholder('companyId')),
            timeZone: companyTimeZone(sql.placeholder('companyId')),
          })
          .from(specifications)
          .where(
            and(
              eq(specifications.companyId, sql.placeholder('companyId')),
              eq(byLegacyId ? specifications.legacyId : specifications.id, sql.placeholder('ref')),
            ),
          )
          .prepare(name),
      );
      const [row] = await query.execute({ companyId, ref });
      return row;
    },

    /** The specification a re-import updates: the same OSCAL catalog (sourceId), or a CSV of the same name. */
    async findByOrigin(companyId: string, sourceId: string | null, name: string) {
      const [row] = await db
        .select()
        .from(specifications)
        .where(
          and(
            eq(specifications.companyId, companyId),
            sourceId === null
              ? and(isNull(specifications.sourceId), eq(specifications.name, name))
              : eq(specifications.sourceId, sourceId),
          ),
        )
        .orderBy(asc(specifications.legacyId))
        .limit(1);
      return row;
    },

    /**
     * The company's specification an OSCAL import may name: by the catalog's uuid, or by its title (the
     * name it was imported under, or its source title), or by id, with the file it was imported from where kept.
     */
    findImportable(
      companyId: string,
      { uuids, titles, ids }: { uuids: string[]; titles: string[]; ids: string[] },
    ) {
      return db
        .select({
          id: specifications.id,
          name: specifications.name,
          content: specificationDocuments.content,
        })
        .from(specifications)
        .leftJoin(specificationDocuments, eq(specificationDocuments.specificationId, specifications.id))
        .where(
          and(
            eq(specifications.companyId, companyId),
            or(
              uuids.length > 0 ? inArray(specifications.sourceId, uuids) : undefined,
              titles.length > 0 ? inArray(specifications.name, titles) : undefined,
              titles.length > 0 ? inArray(specifications.source, titles) : undefined,
              ids.length > 0 ? inArray(specifications.id, ids) : undefined,
              sql`false`,
            ),
          ),
        )
        .orderBy(asc(specifications.legacyId))
        .limit(1);
    },

    /** The company's specifications added from the library, by entry, the oldest first. */
    fromLibrary(companyId: string) {
      return db
        .select({ id: specifications.id, libraryEntry: specifications.libraryEntry })
        .from(specifications)
        .where(and(eq(specifications.companyId, companyId), isNotNull(specifications.libraryEntry)))
        .orderBy(asc(specifications.legacyId));
    },

    /** Keeps the OSCAL file a specification was imported from (CSV keeps none). */
    async saveDocument(companyId: string, specificationId: string, content: string | null): Promise<void> {
      if (content === null) {
        await db
          .delete(specificationDocuments)
          .where(eq(specificationDocuments.specificationId, specificationId));
        return;
      }
      await db
        .insert(specificationDocuments)
        .values({ companyId, specificationId, content })
        .onConflictDoUpdate({ target: specificationDocuments.specificationId, set: { content } });
    },

    async insert(companyId: string, values: NewSpecification): Promise<SpecificationRow> {
      const [row] = await db
        .insert(specifications)
        .values({ companyId, ...values })
        .returning();
      return row as SpecificationRow;
    },

    async update(companyId: string, id: string, values: NewSpecification): Promise<SpecificationRow> {
      const [row] = await db
        .update(specifications)
        .set({ ...values, importedAt: new Date() })
        .where(and(eq(specifications.companyId, companyId), eq(specifications.id, id)))
        .returning();
      return row as SpecificationRow;
    },

    /** Its elements, and with them every link, assessment, maturity and documentation, go by cascade. */
    async remove(companyId: string, id: string): Promise<void> {
      await db
        .delete(specifications)
        .where(and(eq(specifications.companyId, companyId), eq(specifications.id, id)));
    },

    /** Element counts per kind for each of the company's specifications. */
    async countsByKind(companyId: string, specificationIds: string[]) {
      if (specificationIds.length === 0) return [];
      return db
        .select({
          specificationId: specificationElements.specificationId,
          kind: specificationElements.kind,
          count: sql<number>`count(*)::int`,
        })
        .from(specificationElements)
        .where(
          and(
            eq(specificationElements.companyId, companyId),
            inArray(specificationElements.specificationId, specificationIds),
          ),
        )
        .groupBy(specificationElements.specificationId, specificationElements.kind);
    },

    /** The whole tree in one query: siblings by order; the caller puts parents before children. */
    elements(companyId: string, specificationId: string, withText = false): Promise<ElementRow[]> {
      return db
        .select(withText ? { ...treeColumns, text: specificationElements.text } : treeColumns)
        .from(specificationElements)
        .where(ofSpecification(companyId, specificationId))
        .orderBy(asc(specificationElements.order), asc(specificationElements.legacyId));
    },

    /**
     * The tree as `elements` reads it, each requirement with its own assessment (nulls when it has none).
     * One JSON value rather than a row per element: the drivers decode rows field by field (PGlite most
     * slowly, in this thread), JSON.parse takes the 1,300 elements of a large catalog in one go.
     */
    async elementsWithAssessments(
      companyId: string,
      specificationId: string,
    ): Promise<(ElementRow & OwnAssessmentRow)[]> {
      const e = specificationElements;
      const a = requirementAssessments;
      const c = checkpoints;
      const result = await db.execute<{ tree: string }>(sql`
        select coalesce(json_agg(json_build_array(${sql.join(Object.values(assessedTreeColumns), sql`, `)})
          order by ${e.order}, ${e.legacyId}), '[]')::text as tree
        from ${e} left join ${a} on ${a.requirementId} = ${e.id} left join ${c} on ${c.requirementId} = ${e.id}
        where ${e.companyId} = ${companyId} and ${e.specificationId} = ${specificationId}`);
      const [row] = (result as unknown as { rows: { tree: string }[] }).rows;
      // Dates come as YYYY-MM-DD, as drizzle reads them; the JSON goes unchecked, like any row a driver decodes.
      return (JSON.parse(row?.tree ?? '[]') as unknown[][]).map(
        (values) =>
          Object.fromEntries(
            assessedTreeKeys.map((key, index) => [key, values[index]]),
          ) as unknown as ElementRow & OwnAssessmentRow,
      );
    },

    /**
     * How often the company's trees have changed (`tree_versions`, kept by triggers; 0 before the first),
     * and the company's time zone, which says which day the colours are for: in one statement.
     */
    async treeVersion(companyId: string): Promise<{ version: number; timeZone: string }> {
      const [row] = await db
        .select({ version: treeVersionOf(companyId), timeZone: companies.timeZone })
        .from(companies)
        .where(eq(companies.id, companyId));
      return { version: row?.version ?? 0, timeZone: row?.timeZone ?? 'UTC' };
    },

    /** The requirements that have an assessment of their own: an applicability decision or a date. */
    assessments(companyId: string, specificationId: string) {
      return db
        .select({ requirementId: specificationElements.id, ...ownAssessmentColumns })
        .from(specificationElements)
        .leftJoin(requirementAssessments, eq(requirementAssessments.requirementId, specificationElements.id))
        .leftJoin(checkpoints, eq(checkpoints.requirementId, specificationElements.id))
        .where(
          and(
            ofSpecification(companyId, specificationId),
            or(isNotNull(requirementAssessments.requirementId), isNotNull(checkpoints.requirementId)),
          ),
        );
    },

    maturities(
      companyId: string,
      specificationId: string,
    ): Promise<{ requirementId: string; classId: MaturityClass; level: number }[]> {
      return db
        .select({
          requirementId: maturities.requirementId,
          classId: maturities.classId,
          level: maturities.level,
        })
        .from(maturities)
        .innerJoin(specificationElements, eq(specificationElements.id, maturities.requirementId))
        .where(ofSpecification(companyId, specificationId));
    },

    linkedControls(companyId: string, specificationId: string) {
      return db
        .select({
          requirementId: requirementControls.requirementId,
          number: items.number,
          name: items.name,
          title: items.title,
        })
        .from(requirementControls)
        .innerJoin(specificationElements, eq(specificationElements.id, requirementControls.requirementId))
        .innerJoin(items, eq(items.id, requirementControls.controlId))
        .where(ofSpecification(companyId, specificationId))
        .orderBy(asc(items.number));
    },
  };
}
