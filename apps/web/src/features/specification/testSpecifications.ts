import type { Specification, SpecificationElement } from '@praxis/contract';

/** Fixtures for the specification screens' component tests. */
export const testSpecification: Specification = {
  id: '5a1f0c2e-7b3d-4e8f-9a0b-1c2d3e4f5a6b',
  legacyId: 7,
  name: 'NIST CSF 2.0',
  description: null,
  version: '2.0',
  source: 'NIST Cybersecurity Framework 2.0',
  sourceId: null,
  tailored: false,
  sourceCatalogId: null,
  libraryEntry: null,
  importedAt: '2025-01-01T00:00:00.000Z',
  semaphore: { green: 1, yellow: 0, red: 2, gray: 3 },
  elementCounts: { topic: 2, subtopic: 2, requirement: 6 },
};

let next = 0;
const uuid = () => {
  next += 1;
  return `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`;
};

export function element(
  kind: SpecificationElement['kind'],
  code: string,
  name: string,
  parent: SpecificationElement | null,
  semaphore: SpecificationElement['semaphore'] = kind === 'requirement' ? 'gray' : null,
): SpecificationElement {
  return {
    id: uuid(),
    legacyId: next,
    kind,
    parentId: parent?.id ?? null,
    parentLegacyId: parent?.legacyId ?? null,
    code,
    name,
    order: next,
    semaphore,
    counts: kind === 'requirement' ? null : { green: 0, yellow: 0, red: 0, gray: 1 },
    labels: [],
  };
}

/** GV (Govern) with GV.OC holding two requirements, and ID (Identify) with one requirement directly below. */
export function testElements() {
  const govern = element('topic', 'GV', 'Govern', null);
  const context = element('subtopic', 'GV.OC', 'Organizational Context', govern);
  const mission = element('requirement', 'GV.OC-01', 'Mission is understood', context, 'green');
  const stakeholders = element('requirement', 'GV.OC-02', 'Stakeholders are understood', context, 'red');
  const identify = element('topic', 'ID', 'Identify', null);
  const assets = element('requirement', 'ID-01', 'Assets are inventoried', identify, 'yellow');
  return {
    govern,
    context,
    mission,
    stakeholders,
    identify,
    assets,
    all: [govern, context, mission, stakeholders, identify, assets],
  };
}
