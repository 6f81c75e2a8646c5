import type { DocumentationClass, ElementKind } from '@praxis/contract';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { documentation, specificationElements } from '../../db/schema/index.js';
import { chunks } from '../../db/sql.js';
import { ofSpecification } from '../owners/owners.repository.js';

/** An element to write; ids of new elements are made by the caller, so children can point at parents. */
export interface ElementWrite {
  id: string;
  kind: ElementKind;
  parentId: string | null;
  code: string;
  oscalId: string | null;
  name: string;
  text: string | null;
  order: number;
}
export interface DocumentationWrite {
  requirementId: string;
  class: DocumentationClass;
  content: string | null;
}

/** How an import writes a specification's elements and their authoritative texts. */
export function specificationElementsRepository(db: Executor) {
  return {
    async insertElements(companyId: string, specificationId: string, rows: ElementWrite[]): Promise<void> {
      // Parents come first in `rows`; references inside one statement are checked at its end.
      for (const chunk of chunks(rows)) {
        await db
          .insert(specificationElements)
          .values(chunk.map((row) => ({ ...row, companyId, specificationId })));
      }
    },

    /** Rewrites existing elements in place (ids, and so every link, stay), a batch per statement. */
    async updateElements(companyId: string, rows: ElementWrite[]): Promise<void> {
      for (const chunk of chunks(rows)) {
        const values = sql.join(
          chunk.map(
            (r) =>
              sql`(${r.id}::uuid, ${r.kind}, ${r.parentId}::uuid, ${r.oscalId}::text, ${r.name}, ${r.text}::text, ${r.order}::int)`,
          ),
          sql`, `,
        );
        await db.execute(sql`
          update specification_elements as e
          set kind = v.kind, parent_id = v.parent_id, oscal_id = v.oscal_id, name = v.name, text = v.text,
            sort_order = v.sort_order
          from (values ${values}) as v(id, kind, parent_id, oscal_id, name, text, sort_order)
          where e.id = v.id and e.company_id = ${companyId}`);
      }
    },

    /**
     * Fresh planner statistics for the tables an import fills. PGlite has no autovacuum, and PostgreSQL's
     * comes a minute later at best: until then the planner believes the new elements are not there and
     * probes the link indexes once per element (ANALYZE after importing 1,200: 42.7 → 7.8 ms a tree).
     */
    async analyzeElements(): Promise<void> {
      await db.execute(sql`analyze ${specificationElements}, ${documentation}`);
    },

    /** Removes the elements not kept (with their links, by cascade); answers how many went. */
    async removeElementsExcept(companyId: string, specificationId: string, keep: string[]): Promise<number> {
      const removed = await db
        .delete(specificationElements)
        .where(
          and(
            ofSpecification(companyId, specificationId),
            keep.length > 0 ? notInArray(specificationElements.id, keep) : undefined,
          ),
        )
        .returning({ id: specificationElements.id });
      return removed.length;
    },

    /** Replaces the authoritative texts of the specification's requirements; internal texts stay. */
    async replaceAuthoritative(
      companyId: string,
      specificationId: string,
      docs: DocumentationWrite[],
    ): Promise<void> {
      await db
        .delete(documentation)
        .where(
          and(
            eq(documentation.companyId, companyId),
            eq(documentation.purpose, 'authoritative'),
            inArray(
              documentation.requirementId,
              db
                .select({ id: specificationElements.id })
                .from(specificationElements)
                .where(ofSpecification(companyId, specificationId)),
            ),
          ),
        );
      for (const chunk of chunks(docs)) {
        await db
          .insert(documentation)
          .values(chunk.map((d) => ({ ...d, companyId, purpose: 'authoritative' as const })));
      }
    },
  };
}
