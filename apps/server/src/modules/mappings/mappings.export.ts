import { randomUUID } from 'node:crypto';
import { MAPPING_CSV_COLUMNS } from '@praxis/contract';
import { csvCell } from '../../lib/text.js';
import { escapeMarkdown } from '../specifications/specifications.export.html.js';
import { oneLine, PRAXIS_OSCAL_NS } from '../specifications/specifications.export.js';
import type { SpecificationRow } from '../specifications/specifications.repository.js';
import type { MappingView } from './mappings.repository.js';

/** The CSV import reads back: a specification by name, a requirement by code. */
export function mappingsCsv(views: MappingView[]): string {
  const lines = [MAPPING_CSV_COLUMNS.join(',')];
  for (const { mapping, source, target } of views) {
    const cells = [
      source.specificationName,
      source.code,
      target.specificationName,
      target.code,
      mapping.relationship,
      mapping.strength,
      mapping.rationale,
    ];
    lines.push(cells.map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * A catalog as an exported collection names it: by the file it was imported from where known (as the BSI's
 * collections do), else by its name; the import finds it by either, and by the catalog uuid. The href is a
 * URI reference, so the name is percent-encoded, slashes included: the import decodes the last segment.
 */
const resourceOf = (specification: SpecificationRow) => ({
  type: 'catalog',
  href: encodeURIComponent(specification.sourceFile ?? specification.name),
  ...(specification.sourceId
    ? { props: [{ name: 'catalog-uuid', ns: PRAXIS_OSCAL_NS, value: specification.sourceId }] }
    : {}),
});

/**
 * An OSCAL 1.2.1 mapping-collection of one mapping (source → target), one map per pair. OSCAL wants at least
 * one map: the caller exports no collection of none.
 */
export function mappingsOscal(source: SpecificationRow, target: SpecificationRow, views: MappingView[]) {
  const now = new Date().toISOString();
  const sourceName = oneLine(source.name);
  const targetName = oneLine(target.name);
  return {
    'mapping-collection': {
      uuid: randomUUID(),
      metadata: {
        title: `${sourceName} to ${targetName}`,
        'last-modified': now,
        version: now,
        'oscal-version': '1.2.1',
      },
      provenance: {
        method: 'human',
        'matching-rationale': 'semantic',
        status: 'complete',
        'mapping-description': `Every mapping recorded in Praxis from the requirements of ${escapeMarkdown(sourceName)} to those of ${escapeMarkdown(targetName)}, one map for each pair of requirements.`,
      },
      mappings: [
        {
          uuid: randomUUID(),
          'source-resource': resourceOf(source),
          'target-resource': resourceOf(target),
          maps: views.map(({ mapping, source: from, target: to }) => ({
            uuid: mapping.id,
            relationship: mapping.relationship,
            sources: [{ type: 'control', 'id-ref': oneLine(from.oscalId ?? from.code) }],
            targets: [{ type: 'control', 'id-ref': oneLine(to.oscalId ?? to.code) }],
            ...(mapping.strength === null
              ? {}
              : { props: [{ name: 'strength', ns: PRAXIS_OSCAL_NS, value: String(mapping.strength) }] }),
            ...(mapping.rationale === null ? {} : { remarks: mapping.rationale }),
          })),
        },
      ],
    },
  };
}
