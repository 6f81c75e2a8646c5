import { randomUUID } from 'node:crypto';
import { MAPPING_CSV_COLUMNS } from '@praxis/contract';
import { csvCell } from '../../lib/text.js';
import { PRAXIS_OSCAL_NS } from '../specifications/specifications.export.js';
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
 * collections do), else by its name; the import finds it by either, and by the catalog uuid.
 */
const resourceOf = (specification: SpecificationRow) => ({
  type: 'catalog',
  href: specification.sourceFile ?? specification.name,
  ...(specification.sourceId
    ? { props: [{ name: 'catalog-uuid', ns: PRAXIS_OSCAL_NS, value: specification.sourceId }] }
    : {}),
});

/** An OSCAL 1.2 mapping-collection of one mapping (source → target), one map per pair. */
export function mappingsOscal(source: SpecificationRow, target: SpecificationRow, views: MappingView[]) {
  const now = new Date().toISOString();
  return {
    'mapping-collection': {
      uuid: randomUUID(),
      metadata: {
        title: `${source.name} to ${target.name}`,
        'last-modified': now,
        version: now,
        'oscal-version': '1.2.0',
      },
      provenance: { method: 'human', 'matching-rationale': 'semantic', status: 'complete' },
      mappings: [
        {
          uuid: randomUUID(),
          'source-resource': resourceOf(source),
          'target-resource': resourceOf(target),
          maps: views.map(({ mapping, source: from, target: to }) => ({
            uuid: mapping.id,
            relationship: mapping.relationship,
            sources: [{ type: 'control', 'id-ref': from.oscalId ?? from.code }],
            targets: [{ type: 'control', 'id-ref': to.oscalId ?? to.code }],
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
