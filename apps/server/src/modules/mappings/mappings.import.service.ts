import {
  type MappingImportResources,
  type MappingImportResult,
  mappingRelationships,
  type RelationshipCounts,
  type WaitingMaps,
} from '@praxis/contract';
import type { Db, Executor } from '../../db/database.js';
import { ImportError } from '../../lib/document-limits.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import type { Upload } from '../files/files.upload.js';
import { importProblem } from '../specifications/specifications.import.service.js';
import { type ParsedMappings, parseMappings } from './mappings.parser.js';
import { presentCollection } from './mappings.presenter.js';
import { type MappingRow, type MappingWrite, mappingsRepository } from './mappings.repository.js';
import { type Catalog, type MatchedGroup, matchCatalogs } from './mappings.resources.js';

const noRelationships = (): RelationshipCounts =>
  Object.fromEntries(mappingRelationships.map((r) => [r, 0])) as RelationshipCounts;

/** A specification's requirements by the names a mapping gives them: exactly, and regardless of case. */
interface Controls {
  exact: Map<string, string>;
  folded: Map<string, string>;
}

/** A control's requirement: its exact id first; only where none has it, an id that differs in case. */
const requirementOf = (controls: Controls | undefined, control: string) =>
  controls?.exact.get(control) ?? controls?.folded.get(control.toLowerCase());

/** What each map of a file counts, whether it lands or not. */
function countMaps(parsed: ParsedMappings) {
  const relationships = noRelationships();
  let maps = 0;
  for (const map of parsed.groups.flatMap((g) => g.maps)) {
    maps += 1;
    relationships[map.relationship] += 1;
  }
  return { maps, relationships };
}

/** A pair's stored decision, as the file gives it. */
type PairDecision = Pick<MappingWrite, 'relationship' | 'strength' | 'rationale'>;
const pairKey = (sourceId: string, targetId: string) => `${sourceId} ${targetId}`;

/**
 * What a file lands: the pairs it maps, and what it reports (waiting, unknown). A requirement at any depth
 * of its specification counts: the lookup takes every requirement of the catalog, leaves or not.
 */
async function plan(db: Executor, actor: Principal, matched: MatchedGroup[]) {
  const repo = mappingsRepository(db);
  const specificationIds = [
    ...new Set(matched.flatMap((m) => (m.source && m.target ? [m.source.id, m.target.id] : []))),
  ];
  // A control is named by its OSCAL id; a CSV (or a catalog imported from CSV) names it by its code.
  const requirements = new Map<string, Controls>();
  for (const r of await repo.requirementsOf(actor.companyId, specificationIds)) {
    const controls = requirements.get(r.specificationId) ?? { exact: new Map(), folded: new Map() };
    for (const name of r.oscalId === null ? [r.code] : [r.code, r.oscalId]) {
      controls.exact.set(name, r.id);
      controls.folded.set(name.toLowerCase(), r.id);
    }
    requirements.set(r.specificationId, controls);
  }

  const waiting = new Map<string, WaitingMaps>();
  const unknown = new Map<string, { catalog: string; control: string }>();
  const pairs = new Map<string, PairDecision & { sourceId: string; targetId: string }>();
  for (const { group, source, target } of matched) {
    if (!source || !target) {
      const missing = source
        ? { reference: group.target, role: 'target' as const }
        : { reference: group.source, role: 'source' as const };
      const key = `${missing.role} ${missing.reference.label}`;
      const entry = waiting.get(key) ?? {
        catalog: missing.reference.label,
        role: missing.role,
        maps: 0,
        relationships: noRelationships(),
      };
      for (const map of group.maps) {
        entry.maps += 1;
        entry.relationships[map.relationship] += 1;
      }
      waiting.set(key, entry);
      continue;
    }
    const resolve = (catalog: Catalog, label: string, control: string) => {
      const id = requirementOf(requirements.get(catalog.id), control);
      if (id === undefined) unknown.set(`${label} ${control}`, { catalog: label, control });
      return id;
    };
    for (const map of group.maps) {
      const sourceIds = map.sources.map((c) => resolve(source, group.source.label, c));
      const targetIds = map.targets.map((c) => resolve(target, group.target.label, c));
      for (const sourceId of sourceIds) {
        for (const targetId of targetIds) {
          if (sourceId === undefined || targetId === undefined || sourceId === targetId) continue;
          pairs.set(pairKey(sourceId, targetId), {
            sourceId,
            targetId,
            relationship: map.relationship,
            strength: map.strength,
            rationale: map.rationale,
          });
        }
      }
    }
  }
  return {
    pairs,
    waiting: [...waiting.values()],
    unknownControls: [...unknown.values()],
  };
}

/** The answer of an import that wrote nothing: only the file's counts and the unmatched catalogs follow. */
const nothingDone = (format: MappingImportResult['format']) => ({
  format,
  collection: null,
  created: 0,
  updated: 0,
  removed: 0,
  keptManual: 0,
  waiting: [],
  unknownControls: [],
});

const sameDecision = (row: MappingRow, decision: PairDecision, collectionId: string | null) =>
  row.relationship === decision.relationship &&
  row.strength === decision.strength &&
  row.rationale === decision.rationale &&
  row.collectionId === collectionId;

export function mappingsImportService(db: Db) {
  return {
    /**
     * Imports a mapping file in one transaction. Pairs a person mapped stay as they are; pairs imported
     * before are rewritten in place (and belong to this collection from now on); a collection's pairs
     * that its file no longer maps go. A catalog that matches no specification makes an import without
     * `resources` write nothing and answer the unmatched catalogs, for the person to choose; with
     * `resources`, maps into a catalog left out are reported as waiting, not fatal.
     */
    async import(
      actor: Principal,
      file: Upload,
      resources: MappingImportResources | undefined,
    ): Promise<MappingImportResult> {
      let parsed: ParsedMappings;
      try {
        parsed = parseMappings(file.content);
      } catch (error) {
        if (error instanceof ImportError) throw importProblem(error, file.filename);
        throw error;
      }
      const counted = countMaps(parsed);
      return db.transaction(async (tx) => {
        const repo = mappingsRepository(tx);
        const { matched, unmatched } = matchCatalogs(await repo.catalogs(actor.companyId), parsed, resources);
        if (resources === undefined && unmatched.length > 0) {
          return { ...nothingDone(parsed.format), ...counted, unmatched };
        }
        const planned = await plan(tx, actor, matched);
        const previous = parsed.collection
          ? await repo.collectionBySource(actor.companyId, parsed.collection.uuid)
          : undefined;
        const before =
          previous &&
          presentCollection(previous, (await repo.ofCollection(actor.companyId, previous.id)).length);
        const collection = parsed.collection
          ? await repo.saveCollection(
              actor.companyId,
              {
                sourceId: parsed.collection.uuid,
                title: parsed.collection.title,
                version: parsed.collection.version,
                waiting: planned.waiting,
              },
              actor.userId,
            )
          : undefined;
        const collectionId = collection?.id ?? null;

        const stored = new Map(
          (
            await repo.fromSources(actor.companyId, [
              ...new Set([...planned.pairs.values()].map((p) => p.sourceId)),
            ])
          ).map((row) => [pairKey(row.sourceRequirementId, row.targetRequirementId), row]),
        );
        const inserts: MappingWrite[] = [];
        let updated = 0;
        let keptManual = 0;
        for (const [key, pair] of planned.pairs) {
          const row = stored.get(key);
          const decision = {
            relationship: pair.relationship,
            strength: pair.strength,
            rationale: pair.rationale,
          };
          if (row?.origin === 'manual') keptManual += 1;
          else if (row) {
            if (sameDecision(row, decision, collectionId)) continue;
            await repo.update(actor.companyId, row.id, { ...decision, collectionId });
            updated += 1;
          } else {
            inserts.push({
              sourceRequirementId: pair.sourceId,
              targetRequirementId: pair.targetId,
              ...decision,
              origin: 'imported',
              collectionId,
              createdBy: actor.userId,
            });
          }
        }
        await repo.insertMany(actor.companyId, inserts);
        const gone = collection
          ? (await repo.ofCollection(actor.companyId, collection.id)).filter(
              (row) => !planned.pairs.has(pairKey(row.sourceRequirementId, row.targetRequirementId)),
            )
          : [];
        await repo.remove(
          actor.companyId,
          gone.map((row) => row.id),
        );

        const presented = collection
          ? presentCollection(collection, (await repo.ofCollection(actor.companyId, collection.id)).length)
          : null;
        const result: MappingImportResult = {
          format: parsed.format,
          collection: presented,
          ...counted,
          created: inserts.length,
          updated,
          removed: gone.length,
          keptManual,
          waiting: planned.waiting,
          unknownControls: planned.unknownControls,
          unmatched: [],
        };
        const { collection: _, ...summary } = result;
        await recordChange(tx, actor, {
          action: previous ? 'update' : 'create',
          ...(presented
            ? { entity: 'mapping-collections', entityId: presented.id }
            : { entity: 'mappings', entityId: `import:${file.filename}` }),
          before,
          after: { ...presented, ...summary },
        });
        return result;
      });
    },
  };
}
