import type { Label, SemaphoreColour, SemaphoreCounts, SpecificationElement } from '@praxis/contract';
import { todayIn } from '@praxis/contract';
import { LRUCache } from 'lru-cache';
import type { Db, Executor } from '../../db/database.js';
import { WrittenJson } from '../../lib/plain-json.js';
import type { Principal } from '../../lib/principal.js';
import { labelsRepository } from '../labels/labels.repository.js';
import { coloursOfAssessed } from './specifications.colours.js';
import type { OwnAssessmentRow } from './specifications.colours.repository.js';
import { presentElement } from './specifications.presenter.js';
import type { TreeStamp } from './specifications.report.kept.js';
import {
  type ElementRow,
  type SpecificationRow,
  specificationsRepository,
} from './specifications.repository.js';
import { noCounts } from './specifications.semaphore.js';

/**
 * The elements in tree order: each parent before its children, siblings by `order` (the rows arrive sorted
 * by it), topics in their own order. Elements whose parent is missing cannot occur (the parent reference
 * cascades), so every row is reached from a topic.
 */
export function inTreeOrder<T extends Pick<ElementRow, 'id' | 'parentId'>>(rows: T[]): T[] {
  const children = new Map<string | null, T[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentId);
    if (siblings) siblings.push(row);
    else children.set(row.parentId, [row]);
  }
  const ordered: T[] = [];
  const visit = (parentId: string | null) => {
    for (const child of children.get(parentId) ?? []) {
      ordered.push(child);
      visit(child.id);
    }
  };
  visit(null);
  return ordered;
}

/** Each element's ancestors, nearest first. */
export function ancestorsOf<T extends Pick<ElementRow, 'id' | 'parentId'>>(rows: T[]) {
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  return (id: string): string[] => {
    const chain: string[] = [];
    for (let p = parentOf.get(id) ?? null; p !== null; p = parentOf.get(p) ?? null) chain.push(p);
    return chain;
  };
}

export type Tree = {
  /** Requirements with their own applicability and checkpoint dates (what a projection asks of them). */
  rows: (ElementRow & OwnAssessmentRow)[];
  colours: Map<string, SemaphoreColour>;
  counts: Map<string, SemaphoreCounts>;
  /** Each requirement's labels (read for the whole specification in one query); absent when none. */
  labels: ReadonlyMap<string, Label[]>;
};

/** The tree as GET …/elements answers it. */
export function presentTree({ rows, colours, counts, labels }: Tree) {
  const legacyIdOf = new Map(rows.map((r) => [r.id, r.legacyId]));
  return rows.map((row) =>
    presentElement(
      row,
      row.parentId === null ? null : (legacyIdOf.get(row.parentId) ?? null),
      row.kind === 'requirement' ? (colours.get(row.id) ?? 'gray') : null,
      counts.get(row.id) ?? null,
      labels.get(row.id) ?? [],
    ),
  );
}

/**
 * The tree with each requirement's colour on `today` (the company's day) and the colour counts of every
 * element with requirements below.
 */
export async function readTree(
  executor: Executor,
  actor: Principal,
  specification: SpecificationRow,
  today: string,
): Promise<Tree> {
  const rows = inTreeOrder(
    await specificationsRepository(executor).elementsWithAssessments(actor.companyId, specification.id),
  );
  const colours = await coloursOfAssessed(
    executor,
    actor.companyId,
    specification.id,
    rows.filter((r) => r.kind === 'requirement'),
    today,
  );
  // Every topic and sub-topic counts the requirements below it, nested ones too; a requirement counts
  // those below it only when it has some, beside (never in) its own colour.
  const ancestors = ancestorsOf(rows);
  const counts = new Map(rows.filter((r) => r.kind !== 'requirement').map((r) => [r.id, noCounts()]));
  for (const [id, colour] of colours) {
    for (const ancestor of ancestors(id)) {
      const c = counts.get(ancestor) ?? noCounts();
      c[colour] += 1;
      counts.set(ancestor, c);
    }
  }
  const labels = await labelsRepository(executor).ofSpecification(actor.companyId, specification.id);
  return { rows, colours, counts, labels };
}

/** The company's tree version and day, read now. */
export async function treeStampOf(
  executor: Executor,
  companyId: string,
  now = new Date(),
): Promise<TreeStamp> {
  const { version, timeZone } = await specificationsRepository(executor).treeVersion(companyId);
  return { version, today: todayIn(timeZone, now) };
}

// Trees kept per instance; each is a few hundred kilobytes at 1,200 requirements.
const KEPT_TREES = 64;

interface KeptTree extends TreeStamp {
  tree: Promise<Tree>;
  elements?: SpecificationElement[];
  /** The elements as GET …/elements sends them: a tree of 1,200 requirements is written once, not per request. */
  written?: WrittenJson;
}

/**
 * Specification trees kept between requests. A kept tree is the answer while its company's tree version
 * (one read, `tree_versions`, which triggers count up in every transaction that changes what a tree
 * shows) and the company's day in its time zone (colours turn with deadlines and occurrences) are those it was read at, so a change made through
 * any instance is seen on the next read everywhere. Read outside transactions only: a tree read inside one
 * could show what is rolled back later.
 */
export function specificationTrees(db: Db, now: () => Date = () => new Date()) {
  const kept = new LRUCache<string, KeptTree>({ max: KEPT_TREES });

  async function keep(
    actor: Principal,
    specification: SpecificationRow,
    read?: TreeStamp,
  ): Promise<KeptTree> {
    // The version before the tree (read with the specification, or now): a change committed in between is
    // then in a tree kept under an older version, which the next read replaces, never the other way round.
    const { version, today } = read ?? (await treeStampOf(db, actor.companyId, now()));
    const found = kept.get(specification.id);
    if (found && found.version === version && found.today === today) return found;
    const fresh: KeptTree = { version, today, tree: readTree(db, actor, specification, today) };
    kept.set(specification.id, fresh);
    // Concurrent reads share the one being made; a failed one is not kept.
    fresh.tree.catch(() => {
      if (kept.get(specification.id) === fresh) kept.delete(specification.id);
    });
    return fresh;
  }

  return {
    /** The clock the company's day is read from (the app's, which tests set). */
    now,

    /**
     * The tree, and its elements as GET …/elements answers them (presented and written once per kept tree).
     * `stamp`: the company's tree version and day when the caller read them with the specification.
     */
    async read(actor: Principal, specification: SpecificationRow, stamp?: TreeStamp) {
      const entry = await keep(actor, specification, stamp);
      const tree = await entry.tree;
      const elements = () => {
        entry.elements ??= presentTree(tree);
        return entry.elements;
      };
      return {
        tree,
        elements,
        written: () => {
          entry.written ??= new WrittenJson(Buffer.from(JSON.stringify(elements())));
          return entry.written;
        },
      };
    },
  };
}

export type SpecificationTrees = ReturnType<typeof specificationTrees>;
