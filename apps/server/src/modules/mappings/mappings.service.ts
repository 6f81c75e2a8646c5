import type { Ref, RequirementMapping } from '@praxis/contract';
import type { Db } from '../../db/database.js';
import type { Principal } from '../../lib/principal.js';
import { requireRequirement } from '../requirements/requirements.lookup.js';
import { presentRequirementMapping } from './mappings.presenter.js';
import { mappingsRepository } from './mappings.repository.js';

export function mappingsService(db: Db) {
  return {
    /** A requirement's mappings in both directions (404 when it is not the company's requirement). */
    async ofRequirement(actor: Principal, ref: Ref): Promise<RequirementMapping[]> {
      const requirement = await requireRequirement(db, actor.companyId, ref);
      const views = await mappingsRepository(db).listForRequirement(actor.companyId, requirement.id);
      return views.map(presentRequirementMapping);
    },
  };
}
