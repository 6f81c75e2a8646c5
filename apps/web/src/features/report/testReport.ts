import type { SpecificationReport } from '@praxis/contract';
import { testElements, testSpecification } from '../specification/testSpecifications';

/** GET …/report of the test specification, its requirements not assessed yet. */
export function testReport(): SpecificationReport {
  const elements = testElements().all;
  return {
    specification: testSpecification,
    elements,
    maturityOverview: [],
    coverage: [],
    recurringWork: {
      from: '2025-06-02',
      to: '2026-06-01',
      asOf: '2026-06-01',
      totals: { due: 0, onTime: 0, late: 0, skipped: 0, missed: 0, open: 0 },
      activities: [],
      byRequirement: [],
      byPerson: [],
    },
    requirements: elements
      .filter((element) => element.kind === 'requirement')
      .map((element) => ({
        id: element.id,
        legacyId: element.legacyId,
        text: null,
        semaphore: element.semaphore ?? 'gray',
        documentation: [],
        applicability: { applicable: null, justification: null },
        checkpoints: { deadlineDate: null, implementedDate: null, expiresDate: null },
        controls: [],
        maturities: [],
        assignments: [],
        labels: [],
        evidence: [],
      })),
  };
}
