import { randomUUID } from 'node:crypto';
import {
  type ElementCounts,
  identifierOf,
  type MaturityOverviewRow,
  type Ref,
  type SemaphoreColour,
  type SemaphoreCounts,
  type Specification,
  type SpecificationExportFormat,
  type SpecificationListQuery,
  type SpecificationReport,
} from '@praxis/contract';
import type { Db, Executor } from '../../db/database.js';
import { badRequest, fieldError, notFound } from '../../lib/http-error.js';
import type { Principal } from '../../lib/principal.js';
import { assignmentsRepository } from '../assignments/assignments.repository.js';
import { recordChange } from '../audit/audit.service.js';
import { sanitizeDocumentationHtml } from '../documentation/documentation.html.js';
import { documentationRepository } from '../documentation/documentation.repository.js';
import { maturitiesRepository } from '../maturities/maturities.repository.js';
import { requirementsRepository } from '../requirements/requirements.repository.js';
import { colourCountsBySpecification, coloursOf, coloursOfAssessed } from './specifications.colours.js';
import { type ExportElement, type ExportSpecification, toCsv, toOscalJson } from './specifications.export.js';
import { ImportError, type ImportedElement, parseSpecification } from './specifications.import.js';
import { presentElement, presentSpecification } from './specifications.presenter.js';
import { presentReportRequirements } from './specifications.report.js';
import {
  type DocumentationWrite,
  type ElementRow,
  type ElementWrite,
  type SpecificationRow,
  specificationsRepository,
} from './specifications.repository.js';
import { countColours, noCounts } from './specifications.semaphore.js';
import { ancestorsOf, inTreeOrder } from './specifications.tree.js';

export interface ImportFile {
  filename: string;
  content: Buffer;
}

const noKinds = (): ElementCounts => ({ topic: 0, subtopic: 0, requirement: 0 });
/** Averages show one decimal. */
const average = (levels: number[]) =>
  levels.length === 0 ? null : Math.round((levels.reduce((a, b) => a + b, 0) / levels.length) * 10) / 10;

/** `NIST CSF 2.0` → `nist-csf-2-0`, a file name any system accepts. */
const fileNameOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'specification';

/** The importer's message names the place; add it when it does not. */
function importProblem(error: ImportError) {
  const message = error.message.includes(error.at) ? error.message : `${error.message} (${error.at})`;
  return badRequest(message, fieldError('file', message));
}

/** Elements and authoritative texts to write, in tree order, reusing the ids of elements kept by code. */
function plan(topics: ImportedElement[], idByCode: Map<string, string>) {
  const elements: ElementWrite[] = [];
  const docs: DocumentationWrite[] = [];
  const seen = new Set<string>();
  const walk = (list: ImportedElement[], parentId: string | null) => {
    for (const element of list) {
      if (seen.has(element.code)) {
        const message = `${element.code}: the code occurs more than once`;
        throw badRequest(message, fieldError('file', message));
      }
      seen.add(element.code);
      const id = idByCode.get(element.code) ?? randomUUID();
      elements.push({
        id,
        kind: element.kind,
        parentId,
        code: element.code,
        name: element.name,
        text: sanitizeDocumentationHtml(element.text),
        order: element.order,
      });
      for (const doc of element.documentation) {
        docs.push({ requirementId: id, class: doc.className, content: sanitizeDocumentationHtml(doc.html) });
      }
      walk(element.children, id);
    }
  };
  walk(topics, null);
  return { elements, docs };
}

type Tree = {
  rows: ElementRow[];
  colours: Map<string, SemaphoreColour>;
  counts: Map<string, SemaphoreCounts>;
};

/** The tree as GET …/elements answers it. */
function presentTree({ rows, colours, counts }: Tree) {
  const legacyIdOf = new Map(rows.map((r) => [r.id, r.legacyId]));
  return rows.map((row) =>
    presentElement(
      row,
      row.parentId === null ? null : (legacyIdOf.get(row.parentId) ?? null),
      row.kind === 'requirement' ? (colours.get(row.id) ?? 'gray') : null,
      counts.get(row.id) ?? null,
    ),
  );
}

/** Per topic: average Current and Target levels over its applicable requirements, and the counts. */
function overviewOf(
  { rows, colours, counts }: Tree,
  applicable: ReadonlyMap<string, boolean | null>,
  maturityRows: { requirementId: string; classId: 'Current' | 'Target'; level: number }[],
): MaturityOverviewRow[] {
  const levels = new Map<string, { Current?: number; Target?: number }>();
  for (const m of maturityRows) {
    levels.set(m.requirementId, { ...levels.get(m.requirementId), [m.classId]: m.level });
  }
  const ancestors = ancestorsOf(rows);
  return rows
    .filter((r) => r.parentId === null)
    .map((topic) => {
      const below = rows.filter((r) => r.kind === 'requirement' && ancestors(r.id).includes(topic.id));
      const assessed = below.filter((r) => applicable.get(r.id) !== false);
      const current = assessed.flatMap((r) => levels.get(r.id)?.Current ?? []);
      const target = assessed.flatMap((r) => levels.get(r.id)?.Target ?? []);
      return {
        topicId: topic.id,
        code: topic.code,
        name: topic.name,
        requirements: below.length,
        applicable: assessed.length,
        withCurrent: current.length,
        withTarget: target.length,
        current: average(current),
        target: average(target),
        semaphore: counts.get(topic.id) ?? countColours(below.map((r) => colours.get(r.id) ?? 'gray')),
      };
    });
}

export function specificationsService(db: Db) {
  async function requireSpecification(executor: Executor, actor: Principal, ref: Ref) {
    const found = await specificationsRepository(executor).find(actor.companyId, ref);
    if (!found) throw notFound('Specification not found');
    return found;
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

  const presentOne = async (executor: Executor, actor: Principal, row: SpecificationRow) =>
    (await present(executor, actor, [row]))[0] as Specification;

  /** The tree with each requirement's colour and the colour counts of every topic and sub-topic. */
  async function tree(executor: Executor, actor: Principal, specification: SpecificationRow): Promise<Tree> {
    const rows = inTreeOrder(
      await specificationsRepository(executor).elementsWithAssessments(actor.companyId, specification.id),
    );
    const colours = await coloursOfAssessed(
      executor,
      actor.companyId,
      specification.id,
      rows.filter((r) => r.kind === 'requirement'),
    );
    const ancestors = ancestorsOf(rows);
    const counts = new Map(rows.filter((r) => r.kind !== 'requirement').map((r) => [r.id, noCounts()]));
    for (const [id, colour] of colours) {
      for (const ancestor of ancestors(id)) {
        const c = counts.get(ancestor);
        if (c) c[colour] += 1;
      }
    }
    return { rows, colours, counts };
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
      const specification = await requireSpecification(db, actor, ref);
      return presentTree(await tree(db, actor, specification));
    },

    async maturityOverview(actor: Principal, ref: Ref): Promise<MaturityOverviewRow[]> {
      const specification = await requireSpecification(db, actor, ref);
      const repo = specificationsRepository(db);
      const found = await tree(db, actor, specification);
      const applicable = new Map(
        (await repo.assessments(actor.companyId, specification.id)).map((a) => [
          a.requirementId,
          a.applicable,
        ]),
      );
      return overviewOf(found, applicable, await repo.maturities(actor.companyId, specification.id));
    },

    /**
     * Everything the printable report shows, in a fixed number of queries whatever the size: the tree
     * (which gives the specification's counts as well), the texts, and each kind of link for the whole
     * specification at once.
     */
    async report(actor: Principal, ref: Ref): Promise<SpecificationReport> {
      const specification = await requireSpecification(db, actor, ref);
      const { companyId } = actor;
      const found = await tree(db, actor, specification);
      const requirements = (
        await specificationsRepository(db).elements(companyId, specification.id, true)
      ).filter((r) => r.kind === 'requirement');
      const assessments = await specificationsRepository(db).assessments(companyId, specification.id);
      const maturities = await maturitiesRepository(db).listOfSpecification(companyId, specification.id);
      const kinds = noKinds();
      for (const row of found.rows) kinds[row.kind] += 1;
      const inTree = found.rows.filter((r) => r.kind === 'requirement');
      const textOf = new Map(requirements.map((r) => [r.id, r.text]));
      return {
        specification: presentSpecification(specification, countColours(found.colours.values()), kinds),
        elements: presentTree(found),
        maturityOverview: overviewOf(
          found,
          new Map(assessments.map((a) => [a.requirementId, a.applicable])),
          maturities,
        ),
        requirements: presentReportRequirements({
          requirements: inTree.map((r) => ({ id: r.id, legacyId: r.legacyId, text: textOf.get(r.id) })),
          colours: found.colours,
          documentation: await documentationRepository(db).listFor(
            companyId,
            inTree.map((r) => r.id),
          ),
          assessments,
          controls: await requirementsRepository(db).linkedControlsOfSpecification(
            companyId,
            specification.id,
          ),
          maturities,
          assignments: await assignmentsRepository(db).listOfSpecification(companyId, specification.id),
        }),
      };
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

    /**
     * Imports a catalog in one transaction. The same catalog again (same OSCAL uuid, or a CSV of the same
     * name) updates the company's copy in place: elements are matched by code, so the links of elements that
     * remain survive; elements no longer in the file go with their links; authoritative texts are replaced.
     */
    async import(actor: Principal, file: ImportFile) {
      let parsed: ReturnType<typeof parseSpecification>;
      try {
        parsed = parseSpecification(file.content, file.filename);
      } catch (error) {
        if (error instanceof ImportError) throw importProblem(error);
        throw error;
      }
      return db.transaction(async (tx) => {
        const repo = specificationsRepository(tx);
        const values = {
          name: parsed.name,
          description: parsed.description,
          version: parsed.version,
          source: parsed.source,
          sourceId: parsed.sourceId,
        };
        const existing = await repo.findByOrigin(actor.companyId, parsed.sourceId, parsed.name);
        const before = existing && (await presentOne(tx, actor, existing));
        const specification = existing
          ? await repo.update(actor.companyId, existing.id, values)
          : await repo.insert(actor.companyId, values);
        const current = existing ? await repo.elements(actor.companyId, existing.id) : [];
        const idByCode = new Map(current.map((e) => [e.code, e.id]));
        const { elements, docs } = plan(parsed.topics, idByCode);
        // New elements first, so kept ones may move under them; then the kept; then the rest go.
        await repo.insertElements(
          actor.companyId,
          specification.id,
          elements.filter((e) => !idByCode.has(e.code)),
        );
        await repo.updateElements(
          actor.companyId,
          elements.filter((e) => idByCode.has(e.code)),
        );
        await repo.removeElementsExcept(
          actor.companyId,
          specification.id,
          elements.map((e) => e.id),
        );
        await repo.replaceAuthoritative(actor.companyId, specification.id, docs);
        const after = await presentOne(tx, actor, specification);
        await recordChange(tx, actor, {
          action: existing ? 'update' : 'create',
          entity: 'specifications',
          entityId: specification.id,
          before,
          after,
        });
        return { created: !existing, specification: after };
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
      const nodes = new Map<string, ExportElement>();
      const topics: ExportElement[] = [];
      for (const row of rows) {
        const a = assessments.get(row.id);
        const node: ExportElement = {
          kind: row.kind,
          code: row.code,
          name: row.name,
          text: row.text ?? null,
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
                }
              : null,
        };
        nodes.set(row.id, node);
        const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
        if (parent) parent.children.push(node);
        else topics.push(node);
      }
      const spec: ExportSpecification = {
        id: specification.id,
        name: specification.name,
        description: specification.description,
        version: specification.version,
        source: specification.source,
        sourceId: specification.sourceId,
        importedAt: specification.importedAt.toISOString(),
        exportedAt: new Date().toISOString(),
        topics,
      };
      const name = fileNameOf(specification.name);
      return format === 'csv'
        ? { fileName: `${name}.csv`, contentType: 'text/csv; charset=utf-8', body: toCsv(spec) }
        : {
            fileName: `${name}.oscal.json`,
            contentType: 'application/json; charset=utf-8',
            body: JSON.stringify(toOscalJson(spec), null, 2),
          };
    },
  };
}

type ExportControl = { identifier: string; name: string; title: string | null };
