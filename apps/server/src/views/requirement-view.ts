import type { Ref, RequirementView } from '@praxis/contract';
import type { Db } from '../db/database.js';
import type { Principal } from '../lib/principal.js';
import { presentAssignment } from '../modules/assignments/assignments.presenter.js';
import { assignmentsRepository } from '../modules/assignments/assignments.repository.js';
import { presentCheckpoints } from '../modules/checkpoints/checkpoints.presenter.js';
import { checkpointsRepository } from '../modules/checkpoints/checkpoints.repository.js';
import { presentEvidence } from '../modules/evidence/evidence.presenter.js';
import { evidenceRepository } from '../modules/evidence/evidence.repository.js';
import { draftsOf } from '../modules/mapping-drafts/mapping-drafts.service.js';
import { presentRequirementMapping } from '../modules/mappings/mappings.presenter.js';
import { mappingsRepository } from '../modules/mappings/mappings.repository.js';
import { presentMaturity } from '../modules/maturities/maturities.presenter.js';
import { maturitiesRepository } from '../modules/maturities/maturities.repository.js';
import { hasOwnAssessment } from '../modules/projections/projections.rules.js';
import { mappedOf } from '../modules/projections/projections.service.js';
import { requirementsService } from '../modules/requirements/requirements.service.js';
import { specificationParametersService } from '../modules/specifications/specifications.parameters.service.js';

/** The requirements' service with the view of one requirement, which reads what many modules hold of it. */
export function requirementsWithView(db: Db) {
  const service = requirementsService(db);
  const { requireRow, present, applicabilityOf, controlsOf, suggestedOf, relationsOf } = service.parts;
  return {
    ...service,

    /**
     * Everything the requirement view shows, in one answer: one lookup of the requirement, then one query
     * per part by its id, however many controls, executions or relations it has.
     */
    async view(actor: Principal, ref: Ref): Promise<RequirementView> {
      const row = await requireRow(actor, ref);
      const id = row.element.id;
      const owner = { id, isRequirement: true };
      const presented = present(actor, row);
      const own = applicabilityOf(db, actor, id);
      // Its mappings, read once for both parts that show them.
      const views = mappingsRepository(db).listForRequirement(actor.companyId, id);
      // The requirement's own standing, from what the view reads anyway, spares the mappings a batch.
      const standing = Promise.all([presented, own]).then(([r, a]) => ({
        semaphore: r.semaphore,
        assessed: hasOwnAssessment(a, r.semaphore),
      }));
      const [
        requirement,
        applicability,
        controls,
        suggested,
        checkpoints,
        evidence,
        assignments,
        maturities,
        relations,
        mappings,
        mapped,
        mappingDrafts,
        parameters,
      ] = await Promise.all([
        presented,
        own,
        controlsOf(db, actor, id),
        suggestedOf(actor, id, undefined),
        checkpointsRepository(db).get(actor.companyId, owner),
        evidenceRepository(db).listOf(actor.companyId, owner),
        assignmentsRepository(db).list(actor.companyId, id),
        maturitiesRepository(db).list(actor.companyId, id),
        relationsOf(db, actor, id),
        views,
        mappedOf(db, actor.companyId, id, { own: standing, views }),
        draftsOf(db, actor.companyId, id),
        specificationParametersService(db).parametersOf(db, actor, row.element),
      ]);
      return {
        requirement,
        applicability,
        controls,
        suggested,
        checkpoints: presentCheckpoints(checkpoints),
        evidence: evidence.map(presentEvidence),
        assignments: assignments.map(presentAssignment),
        maturities: maturities.map(presentMaturity),
        relations,
        mappings: mappings.map(presentRequirementMapping),
        mapped,
        mappingDrafts,
        parameters,
      };
    },
  };
}
