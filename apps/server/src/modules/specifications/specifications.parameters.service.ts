import { type PutParameterValue, type Ref, type RequirementParameter, say } from '@praxis/contract';
import type { Db, Executor } from '../../db/database.js';
import { fieldProblem, notFoundAt } from '../../lib/http-error.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import { requireRequirement } from '../owners/owners.lookup.js';
import { presentParameter } from './specifications.parameters.js';
import { specificationParametersRepository } from './specifications.parameters.repository.js';

/** Every parameter of a specification with its value in effect, under each requirement whose statement has it. */
export async function parametersByRequirement(
  executor: Executor,
  companyId: string,
  specificationId: string,
): Promise<Map<string, RequirementParameter[]>> {
  const byRequirement = new Map<string, RequirementParameter[]>();
  for (const row of await specificationParametersRepository(executor).ofSpecifications(companyId, [
    specificationId,
  ])) {
    const parameter = presentParameter(row);
    for (const id of row.definition.requirementIds) {
      const listed = byRequirement.get(id);
      if (listed) listed.push(parameter);
      else byRequirement.set(id, [parameter]);
    }
  }
  return byRequirement;
}

/** A requirement found, by what its parameters are found. */
type Requirement = { id: string; specificationId: string };

/** The parameters of a requirement's statement, and the company's values of them. */
export function specificationParametersService(db: Db) {
  const parametersOf = async (executor: Executor, actor: Principal, requirement: Requirement) =>
    (
      await specificationParametersRepository(executor).ofRequirement(
        actor.companyId,
        requirement.specificationId,
        requirement.id,
      )
    ).map(presentParameter);

  /** The company's value as stored: text, or the choices given in the selection's order. */
  function checked(parameter: ReturnType<typeof presentParameter>, input: PutParameterValue) {
    const { id, select } = parameter;
    if (select === null) {
      if (input.text === undefined) throw fieldProblem('body.choices', say('parameterTakesText', { id }));
      return { text: input.text, choices: null };
    }
    if (input.choices === undefined) throw fieldProblem('body.text', say('parameterTakesChoices', { id }));
    const unknown = input.choices.find((choice) => !select.choices.includes(choice));
    if (unknown !== undefined)
      throw fieldProblem('body.choices', say('parameterChoice', { choice: unknown, id }));
    const choices = select.choices.filter((choice) => input.choices?.includes(choice));
    if (select.howMany === 'one' && choices.length !== 1)
      throw fieldProblem('body.choices', say('parameterOneChoice', { id }));
    return { text: null, choices };
  }

  /** One change of a value, in one transaction with its audit event; answers the parameter after. */
  function change(
    actor: Principal,
    ref: Ref,
    parameterId: string,
    write: (
      tx: Executor,
      specificationId: string,
      parameter: ReturnType<typeof presentParameter>,
    ) => Promise<void>,
  ) {
    return db.transaction(async (tx) => {
      const requirement = await requireRequirement(tx, actor.companyId, ref);
      const find = async () => {
        const found = (await parametersOf(tx, actor, requirement)).find((p) => p.id === parameterId);
        if (!found) throw notFoundAt('params.parameterId', say('parameterNotFound', { id: parameterId }));
        return found;
      };
      const before = await find();
      await write(tx, requirement.specificationId, before);
      const after = await find();
      await recordChange(tx, actor, {
        action: 'update',
        entity: 'parameter-values',
        entityId: requirement.id,
        before: { parameter: parameterId, value: before.company },
        after: { parameter: parameterId, value: after.company },
      });
      return after;
    });
  }

  return {
    async list(actor: Principal, ref: Ref) {
      return parametersOf(db, actor, await requireRequirement(db, actor.companyId, ref));
    },

    /** The parameters of a requirement already found (the requirement view). */
    parametersOf: (executor: Executor, actor: Principal, requirement: Requirement) =>
      parametersOf(executor, actor, requirement),

    put: (actor: Principal, ref: Ref, parameterId: string, input: PutParameterValue) =>
      change(actor, ref, parameterId, (tx, specificationId, parameter) =>
        specificationParametersRepository(tx).saveValue(
          actor.companyId,
          specificationId,
          parameterId,
          checked(parameter, input),
        ),
      ),

    clear: (actor: Principal, ref: Ref, parameterId: string) =>
      change(actor, ref, parameterId, (tx, specificationId) =>
        specificationParametersRepository(tx).deleteValue(actor.companyId, specificationId, parameterId),
      ),
  };
}
