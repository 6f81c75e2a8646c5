import { type CreatableCategory, type Ref, say } from '@praxis/contract';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, notFoundAt } from '../../lib/http-error.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import { presentCategory, presentSubCategory, presentSubClass } from './categories.presenter.js';
import { categoriesRepository } from './categories.repository.js';

/** Runs an insert; a name the company already has answers 409 instead of a database error. */
async function unique<T>(what: string, name: string, insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(say('categoryNameTaken', { what, name }));
    throw error;
  }
}

function assetsOnly(register: CreatableCategory) {
  if (register !== 'Assets') throw badRequest(say('onlyAssetsHaveClasses', { register }));
}

export function categoriesService(db: Db) {
  const repo = categoriesRepository(db);
  return {
    async list(actor: Principal, register: CreatableCategory) {
      const [top, subs] = await Promise.all([
        repo.list(actor.companyId, register, 'top'),
        repo.list(actor.companyId, register, 'sub'),
      ]);
      return top.map((row) => presentCategory(row, subs));
    },

    create: (actor: Principal, register: CreatableCategory, name: string) =>
      unique('category', name, () =>
        db.transaction(async (tx) => {
          const row = await categoriesRepository(tx).insert({
            companyId: actor.companyId,
            itemCategory: register,
            name,
          });
          const after = presentCategory(row, []);
          await recordChange(tx, actor, { action: 'create', entity: 'categories', entityId: row.id, after });
          return after;
        }),
      ),

    async subCategories(actor: Principal, register: CreatableCategory, parent: Ref | undefined) {
      let parentId: string | undefined;
      if (parent !== undefined) {
        parentId = (await repo.find(actor.companyId, register, parent, null))?.id;
        if (!parentId) throw notFoundAt('querystring.assetCategory', say('categoryNotFound'));
      }
      return (await repo.list(actor.companyId, register, 'sub', parentId)).map(presentSubCategory);
    },

    createSubCategory: (
      actor: Principal,
      register: CreatableCategory,
      input: { name: string; assetCategory: Ref },
    ) =>
      unique('sub-category', input.name, () =>
        db.transaction(async (tx) => {
          const repository = categoriesRepository(tx);
          const parent = await repository.find(actor.companyId, register, input.assetCategory, null);
          if (!parent) throw notFoundAt('body.assetCategory', say('categoryNotFound'));
          const row = await repository.insert({
            companyId: actor.companyId,
            itemCategory: register,
            parentId: parent.id,
            name: input.name,
          });
          const after = presentSubCategory(row);
          await recordChange(tx, actor, { action: 'create', entity: 'categories', entityId: row.id, after });
          return after;
        }),
      ),

    async subClasses(actor: Principal, register: CreatableCategory, assetClass: number | undefined) {
      assetsOnly(register);
      return (await repo.subClasses(actor.companyId, assetClass)).map(presentSubClass);
    },

    createSubClass(
      actor: Principal,
      register: CreatableCategory,
      input: { name: string; assetClass: number },
    ) {
      assetsOnly(register);
      return unique('sub-class', input.name, () =>
        db.transaction(async (tx) => {
          const row = await categoriesRepository(tx).insertSubClass({ companyId: actor.companyId, ...input });
          const after = presentSubClass(row);
          await recordChange(tx, actor, { action: 'create', entity: 'sub-classes', entityId: row.id, after });
          return after;
        }),
      );
    },
  };
}
