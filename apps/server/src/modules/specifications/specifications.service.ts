import {
  type ElementCounts,
  identifierOf,
  type Ref,
  type Specification,
  type SpecificationExportFormat,
  type SpecificationListQuery,
  say,
  todayIn,
} from '@praxis/contract';
import type { Db, Executor } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import { colourCountsBySpecification, coloursOf } from './specifications.colours.js';
import { specificationEvidenceRepository } from './specifications.evidence.repository.js';
import {
  type ExportElement,
  type ExportEvidence,
  type ExportSpecification,
  toCsv,
  toOscalJson,
} from './specifications.export.js';
import { exportHeader } from './specifications.export.report.js';
import { parametersByRequirement } from './specifications.parameters.service.js';
import { presentSpecification } from './specifications.presenter.js';
import type { TreeStamp } from './specifications.report.kept.js';
import { type SpecificationRow, specificationsRepository } from './specifications.repository.js';
import { noCounts } from './specifications.semaphore.js';
import { inTreeOrder, type SpecificationTrees, specificationTrees } from './specifications.tree.js';

export const noKinds = (): ElementCounts => ({ topic: 0, subtopic: 0, requirement: 0 });

/** `NIST CSF 2.0` → `nist-csf-2-0`, a file name any system accepts. */
export const fileNameOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'specification';

const found = <T>(row: T | undefined): T => {
  if (!row) throw notFound(say('thingNotFound', { thing: 'Specification' }));
  return row;
};

/** The specification a path names; 404 when the company has none by that id. */
export const requireSpecification = async (executor: Executor, actor: Principal, ref: Ref) =>
  found(await specificationsRepository(executor).find(actor.companyId, ref));

/**
 * The same, with what kept answers are checked against (the company's tree version and day) read in the
 * same statement.
 */
export async function requireSpecificationAndVersion(
  executor: Executor,
  actor: Principal,
  ref: Ref,
  now = new Date(),
): Promise<{ specification: SpecificationRow; stamp: TreeStamp }> {
  const { specification, treeVersion, timeZone } = found(
    await specificationsRepository(executor).findWithTreeVersion(actor.companyId, ref),
  );
  return { specification, stamp: { version: treeVersion, today: todayIn(timeZone, now) } };
}

/** The specifications with their colour and kind counts, from four queries whatever their number. */
async function present(executor: Executor, actor: Principal, rows: SpecificationRow[]) {
  const kinds = await specificationsRepository(executor).countsByKind(
    actor.companyId,
    rows.map((r) => r.id),
  );
  const colours = await colourCountsBySpecification(
    executor,
    actor.companyId,
    rows.length === 1 ? { specificationId: (rows[0] as SpecificationRow).id } : { all: true },
  );
  return rows.map((row) => {
    const counts = noKinds();
    for (const k of kinds) if (k.specificationId === row.id) counts[k.kind] = Number(k.count);
    return presentSpecification(row, colours.get(row.id) ?? noCounts(), counts);
  });
}

/** One specification as every answer shows it. */
export const presentOne = async (executor: Executor, actor: Principal, row: SpecificationRow) =>
  (await present(executor, actor, [row]))[0] as Specification;

/** A specification itself: list, read, tree, delete, and its export as a file. */
export function specificationsService(db: Db, trees: SpecificationTrees = specificationTrees(db)) {
  /** The kept tree, checked against the tree version read with the specification in one statement. */
  async function treeOf(actor: Principal, ref: Ref) {
    const { specification, stamp } = await requireSpecificationAndVersion(db, actor, ref, trees.now());
    return trees.read(actor, specification, stamp);
  }

  return {
    async list(actor: Principal, query: SpecificationListQuery) {
      const rows = await specificationsRepository(db).list(
        actor.companyId,
        query.filter?.trim() || undefined,
      );
      return present(db, actor, rows);
    },

    async get(actor: Principal, ref: Ref) {
      return presentOne(db, actor, await requireSpecification(db, actor, ref));
    },

    async elements(actor: Principal, ref: Ref) {
      return (await treeOf(actor, ref)).elements();
    },

    /** The elements as GET …/elements sends them, written once per kept tree. */
    async writtenElements(actor: Principal, ref: Ref) {
      return (await treeOf(actor, ref)).written();
    },

    /** Removes the specification, its elements and every link of them in one transaction. */
    remove(actor: Principal, ref: Ref) {
      return db.transaction(async (tx) => {
        const specification = await requireSpecification(tx, actor, ref);
        const before = await presentOne(tx, actor, specification);
        await specificationsRepository(tx).remove(actor.companyId, specification.id);
        await recordChange(tx, actor, {
          action: 'delete',
          entity: 'specifications',
          entityId: specification.id,
          before,
        });
      });
    },

    /** The specification with the company's assessment of each requirement, as a file to download. */
    async export(actor: Principal, ref: Ref, format: SpecificationExportFormat) {
      const specification = await requireSpecification(db, actor, ref);
      const repo = specificationsRepository(db);
      const rows = inTreeOrder(await repo.elements(actor.companyId, specification.id, true));
      const colours = await coloursOf(db, actor.companyId, { specificationId: specification.id });
      const assessments = new Map(
        (await repo.assessments(actor.companyId, specification.id)).map((a) => [a.requirementId, a]),
      );
      const levels = new Map<string, { current: number | null; target: number | null }>();
      for (const m of await repo.maturities(actor.companyId, specification.id)) {
        const entry = levels.get(m.requirementId) ?? { current: null, target: null };
        entry[m.classId === 'Current' ? 'current' : 'target'] = m.level;
        levels.set(m.requirementId, entry);
      }
      const controls = new Map<string, ExportControl[]>();
      for (const c of await repo.linkedControls(actor.companyId, specification.id)) {
        const list = controls.get(c.requirementId) ?? [];
        list.push({ identifier: identifierOf('Controls', c.number), name: c.name ?? '', title: c.title });
        controls.set(c.requirementId, list);
      }
      const evidence = new Map<string, ExportEvidence[]>();
      for (const e of await specificationEvidenceRepository(db).currentOfSpecification(
        actor.companyId,
        specification.id,
      )) {
        const list = evidence.get(e.requirementId) ?? [];
        list.push({
          id: e.id,
          title: e.title,
          description: e.description,
          owner: e.ownerCategory,
          // The revision's own address, so the hash beside it stays true after a new revision.
          href: e.url ?? `/v2/evidence/${e.id}/revisions/${e.revision}/download`,
          mediaType: e.mediaType,
          sha256: e.sha256,
          status: e.status,
          revision: e.revision,
          effectiveDate: e.effectiveDate,
          expiresDate: e.expiresDate,
        });
        evidence.set(e.requirementId, list);
      }
      const parameters = await parametersByRequirement(db, actor.companyId, specification.id);
      const nodes = new Map<string, ExportElement>();
      const topics: ExportElement[] = [];
      for (const row of rows) {
        const a = assessments.get(row.id);
        const node: ExportElement = {
          kind: row.kind,
          code: row.code,
          name: row.name,
          text: row.text ?? null,
          parameters: parameters.get(row.id) ?? [],
          children: [],
          assessment:
            row.kind === 'requirement'
              ? {
                  semaphore: colours.get(row.id) ?? 'gray',
                  applicable: a?.applicable ?? null,
                  justification: a?.justification ?? null,
                  deadlineDate: a?.deadline ?? null,
                  implementedDate: a?.implemented ?? null,
                  expiresDate: a?.expires ?? null,
                  maturity: levels.get(row.id) ?? { current: null, target: null },
                  controls: controls.get(row.id) ?? [],
                  evidence: evidence.get(row.id) ?? [],
                }
              : null,
        };
        nodes.set(row.id, node);
        const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
        if (parent) parent.children.push(node);
        else topics.push(node);
      }
      const spec = exportHeader(
        { ...specification, importedAt: specification.importedAt.toISOString() },
        new Date().toISOString(),
        topics,
      );
      return exportFile(spec, format);
    },
  };
}

type ExportControl = { identifier: string; name: string; title: string | null };

/** A specification's export as a file to download, in the format asked for. */
export function exportFile(spec: ExportSpecification, format: SpecificationExportFormat) {
  const name = fileNameOf(spec.name);
  return format === 'csv'
    ? { fileName: `${name}.csv`, contentType: 'text/csv; charset=utf-8', body: toCsv(spec) }
    : {
        fileName: `${name}.oscal.json`,
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify(toOscalJson(spec), null, 2),
      };
}
