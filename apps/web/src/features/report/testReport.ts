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
