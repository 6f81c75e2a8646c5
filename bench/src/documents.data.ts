import {
  type OccurrenceCounts,
  type ReportRequirement,
  type SemaphoreColour,
  type SnapshotPart,
  type SpecificationElement,
  semaphoreColours,
} from '@praxis/contract';

const TOPICS = 12;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const counts = (n: number): OccurrenceCounts => ({
  due: 12,
  onTime: 9 - (n % 3),
  late: n % 3,
  skipped: 1,
  missed: 1,
  open: 1,
});
const person = { userId: uuid(900_000), firstName: 'Kari', lastName: 'Nordmann', email: 'kari@demo.test' };

/**
 * A report of `count` requirements shaped like a generated specification's (12 topics, the requirements
 * directly under them) and assessed as a real one is: every requirement with a statement of two sentences
 * and its authoritative documentation, a colour, maturity on half, an assignment on half, a justification on
 * one in ten, a linked control with an execution on one in three, a file of evidence on one in four, a
 * parameter on one in five; and a year of recurring work of 40 activities.
 */
export function generatedReport(count: number): SnapshotPart {
  const elements: SpecificationElement[] = [];
  const requirements: ReportRequirement[] = [];
  const parameters: SnapshotPart['parameters'] = [];
  const colours = { green: 0, yellow: 0, red: 0, gray: 0 };
  for (let t = 1; t <= TOPICS; t++) {
    elements.push({
      id: uuid(t),
      legacyId: t,
      kind: 'topic',
      parentId: null,
      parentLegacyId: null,
      code: `T${t}`,
      name: `Topic ${t}: governance and protection`,
      order: t,
      semaphore: null,
      counts: null,
      labels: [],
    });
    for (let n = Math.floor(((t - 1) * count) / TOPICS); n < Math.floor((t * count) / TOPICS); n++) {
      const id = uuid(1000 + n);
      const colour = semaphoreColours[n % semaphoreColours.length] as SemaphoreColour;
      colours[colour] += 1;
      const code = `T${t}.${n + 1}`;
      const text = `The organisation shall document, approve and review control ${code} every year. Each review is recorded with its date and the people who took part.`;
      elements.push({
        id,
        legacyId: 1000 + n,
        kind: 'requirement',
        parentId: uuid(t),
        parentLegacyId: t,
        code,
        name: `Requirement ${n + 1} with a name of some words`,
        order: n,
        semaphore: colour,
        counts: null,
        labels: [],
      });
      const control = uuid(200_000 + (n % 40));
      requirements.push({
        id,
        legacyId: 1000 + n,
        text,
        semaphore: colour,
        documentation: [
          {
            id: uuid(300_000 + n),
            legacyId: n,
            itemId: id,
            itemLegacyId: 1000 + n,
            itemType: 'Requirements',
            class: { id: 1, name: 'Definition', displayName: 'Definition' },
            purpose: 'authoritative',
            updatedAt: '2026-11-01T00:00:00.000Z',
            properties: { content: text },
          },
        ],
        applicability: {
          applicable: n % 10 !== 9,
          justification:
            n % 10 === 0 ? 'Decided by the management review; see the risk assessment of the year.' : null,
        },
        checkpoints: {
          deadlineDate: '2026-12-31',
          implementedDate: n % 2 ? '2026-06-01' : null,
          expiresDate: null,
        },
        controls:
          n % 3 === 0
            ? [
                {
                  id: control,
                  legacyId: n % 40,
                  identifier: `KON-${n % 40}`,
                  name: 'Access review',
                  title: 'Quarterly review of access rights',
                  executions: [
                    {
                      id: uuid(400_000 + (n % 40)),
                      legacyId: n % 40,
                      identifier: `KON-${100 + (n % 40)}`,
                      assetId: null,
                      assetLegacyId: null,
                      assetName: 'Mail server',
                      checkpoints: {
                        deadlineDate: '2026-12-01',
                        implementedDate: '2026-03-01',
                        expiresDate: '2027-03-01',
                      },
                    },
                  ],
                },
              ]
            : [],
        maturities:
          n % 2 === 0
            ? (['Current', 'Target'] as const).map((classId, i) => ({
                id: uuid(500_000 + 2 * n + i),
                legacyId: 2 * n + i,
                requirementId: id,
                classId,
                level: classId === 'Current' ? 1 + (n % 4) : 5,
                levelName: '',
                comment: null,
                updatedAt: '2026-11-01T00:00:00.000Z',
              }))
            : [],
        assignments: n % 2 === 0 ? [{ type: 0, userId: person.userId, user: person }] : [],
        labels: [],
        evidence:
          n % 4 === 0
            ? [
                {
                  id: uuid(600_000 + n),
                  title: `Review minutes ${code}`,
                  kind: 'file',
                  fileName: 'minutes.pdf',
                  sha256: 'a'.repeat(64),
                  effectiveDate: '2026-01-15',
                  expiresDate: '2027-01-15',
                  status: 'approved',
                  revision: 1,
                  ownerCategory: 'Requirements',
                  ownerId: id,
                  url: null,
                },
              ]
            : [],
      });
      if (n % 5 === 0) {
        parameters.push({
          requirementId: id,
          parameters: [
            {
              id: `${code}_prm`,
              label: 'frequency',
              select: null,
              guidelines: null,
              defined: [],
              company: null,
              value: n % 10 === 0 ? 'every quarter' : null,
              source: n % 10 === 0 ? 'company' : null,
            },
          ],
        });
      }
    }
  }
  return {
    specification: {
      id: uuid(0),
      legacyId: 1,
      name: 'Generated specification',
      description: null,
      version: '2026',
      source: 'CSV',
      sourceId: null,
      importedAt: '2026-01-01T00:00:00.000Z',
      tailored: false,
      sourceCatalogId: null,
      libraryEntry: null,
      semaphore: colours,
      elementCounts: { topic: TOPICS, subtopic: 0, requirement: count },
    },
    elements,
    maturityOverview: Array.from({ length: TOPICS }, (_, i) => ({
      topicId: uuid(i + 1),
      code: `T${i + 1}`,
      name: `Topic ${i + 1}: governance and protection`,
      requirements: Math.round(count / TOPICS),
      applicable: Math.round((count * 0.9) / TOPICS),
      withCurrent: Math.round(count / TOPICS / 2),
      withTarget: Math.round(count / TOPICS / 2),
      current: 2.5,
      target: 5,
      semaphore: { green: 25, yellow: 25, red: 25, gray: 25 },
    })),
    requirements,
    coverage: [],
    recurringWork: {
      from: '2025-12-01',
      to: '2026-11-30',
      asOf: '2026-11-30',
      totals: counts(0),
      activities: Array.from({ length: 40 }, (_, i) => ({
        scheduleId: uuid(700_000 + i),
        kind: 'execution' as const,
        owner: {
          category: 'Executions' as const,
          id: uuid(400_000 + i),
          legacyId: i,
          code: `KON-${100 + i}`,
          name: 'Access review on Mail server',
          specificationId: null,
        },
        evidence: null,
        rule: 'FREQ=MONTHLY;BYMONTHDAY=15',
        graceDays: 5,
        responsible: { id: person.userId, name: 'Kari Nordmann' },
        counts: counts(i),
        occurrences: [],
      })),
      byRequirement: [],
      byPerson: [{ person: { id: person.userId, name: 'Kari Nordmann' }, counts: counts(0) }],
    },
    parameters,
  };
}
