import {
  assetClasses,
  type CreatableCategory,
  type CreateExecution,
  type Item,
  type ItemCategory,
  type ItemInput,
  type ItemListQuery,
  type ItemUpdate,
  LIST_PAGE_SIZE,
  type Ref,
  registers,
  type Said,
  type SavedFilter,
  say,
  singularOf,
} from '@praxis/contract';
import type { Db, Tx } from '../../db/database.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import {
  badRequest,
  conflict,
  fieldError,
  fieldProblem,
  notFound,
  notFoundAt,
} from '../../lib/http-error.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import { categoriesRepository } from '../categories/categories.repository.js';
import { usersRepository } from '../users/users.repository.js';
import { generatedNameStem } from './items.names.js';
import { presentItem } from './items.presenter.js';
import { type ItemChanges, type ItemFilter, itemsRepository } from './items.repository.js';

/** Throws the 404 that names the field of the body that pointed nowhere; usable as an expression. */
function absent(field: string, said: Said): never {
  throw notFoundAt(field, said);
}

/** Fields columnsOf resolves to the id of another row, and the name, which create and update fill in. */
type ResolvedField =
  | 'name'
  | 'category'
  | 'productCategoryId'
  | 'threatCategoryId'
  | 'subCategory'
  | 'subClass';
type StoredField = Exclude<keyof ItemInput, ResolvedField>;

/**
 * The body fields stored as they come, each in its column. With the resolved ones they are every field of
 * every register's body, so a field the contract gains is a type error here until it has a column.
 */
const storedFields: { [F in StoredField]: (value: ItemInput[F]) => ItemChanges } = {
  title: (title) => ({ title }),
  definition: (definition) => ({ definition }),
  instruction: (instruction) => ({ instruction }),
  type: (type) => ({ type }),
  // The first names of the inherent rating and the later `inherent…` ones fill the same columns, whichever a body uses
  // (checkInherentAliases refuses a body where the two disagree); an absent one leaves the column to the other.
  likelihood: (likelihood) => (likelihood === undefined ? {} : { likelihood }),
  consequence: (consequence) => (consequence === undefined ? {} : { consequence }),
  inherentLikelihood: (likelihood) => (likelihood === undefined ? {} : { likelihood }),
  inherentConsequence: (consequence) => (consequence === undefined ? {} : { consequence }),
  residualLikelihood: (residualLikelihood) => ({ residualLikelihood }),
  residualConsequence: (residualConsequence) => ({ residualConsequence }),
  class: (assetClass) => ({ assetClass }),
};
/** The API's first field and its later, explicit field that name the same half of the inherent rating. */
const inherentAliases = [
  ['likelihood', 'inherentLikelihood'],
  ['consequence', 'inherentConsequence'],
] as const;

/** A body that gives a half of the inherent rating under both names must give it once: 400 where they differ. */
function checkInherentAliases(input: ItemInput) {
  for (const [specName, field] of inherentAliases) {
    const [given, named] = [input[specName], input[field]];
    if (given !== undefined && named !== undefined && given !== named) {
      throw fieldProblem(`body.${field}`, say('ratingNamedTwice', { name: specName }));
    }
  }
}
/** The columns of one stored field; generic so the compiler pairs the field's function with its value. */
const storedColumns = <F extends StoredField>(field: F, input: ItemInput) =>
  storedFields[field](input[field]);
const storedFieldNames = Object.keys(storedFields) as StoredField[];

const notFoundIn = (register: ItemCategory) =>
  notFound(say('thingNotFound', { thing: singularOf(register) }));

/** `Name:server` → the Name filter; the value may hold colons. */
function parseFilter(register: ItemCategory, filter: string | undefined): ItemFilter | undefined {
  if (filter === undefined || filter.trim() === '') return undefined;
  const colon = filter.indexOf(':');
  const parameter = colon < 0 ? '' : filter.slice(0, colon).trim();
  const value = colon < 0 ? '' : filter.slice(colon + 1).trim();
  const allowed = registers[register].filters;
  const known = allowed.find((p) => p.toLowerCase() === parameter.toLowerCase());
  if (!known)
    throw badRequest(
      say('filterSyntaxAt', { parameters: allowed.join(', ') }),
      fieldError('querystring.filter', say('filterSyntax', { parameters: allowed.join(', ') })),
    );
  if (known !== 'Class') return { parameter: known, value };
  const byName = assetClasses.find((c) => c.name.toLowerCase() === value.toLowerCase());
  const id = byName?.id ?? (/^[1-4]$/.test(value) ? Number(value) : undefined);
  if (id === undefined) throw badRequest(say('filterClass'));
  return { parameter: known, value: String(id) };
}

export function itemsService(db: Db) {
  const items = itemsRepository(db);

  async function requireItem(tx: Db | Tx, actor: Principal, register: ItemCategory, ref: Ref) {
    const view = await itemsRepository(tx).find(actor.companyId, register, ref);
    if (!view) throw notFoundIn(register);
    return view;
  }

  /**
   * The generated name: the singular in the creator's language, '-', and the first number from 1 that no
   * other name of the register takes after that singular. It is not the identifier's number, which is never
   * given out again: a name that was deleted or changed leaves its number free. A create holds the register's
   * counter (takeNumbers) and a rename takes it (holdNumbers) before asking, so two of them at once wait for
   * each other and get two names.
   */
  async function generatedName(tx: Db | Tx, actor: Principal, register: ItemCategory, except?: string) {
    const creator = await usersRepository(tx).findInCompany(actor.companyId, actor.userId);
    const stem = generatedNameStem(register, creator?.language ?? '');
    const number = await itemsRepository(tx).firstFreeNameNumber(actor.companyId, register, stem, except);
    return `${stem}-${number}`;
  }

  /**
   * The column values of a create or update body: references resolved within the company and the register,
   * a sub-category under its category, a sub-class under the asset's class. `current` is the stored item on
   * update, so a new category drops a sub-category that belonged to the old one.
   */
  async function columnsOf(
    tx: Tx,
    actor: Principal,
    register: CreatableCategory,
    input: ItemInput,
    current?: { categoryId: string | null; assetClass: number | null },
  ): Promise<ItemChanges> {
    const repo = categoriesRepository(tx);
    // Undefined means "not given": drizzle leaves such columns out of the statement.
    checkInherentAliases(input);
    const changes: ItemChanges = {};
    for (const field of storedFieldNames) Object.assign(changes, storedColumns(field, input));

    // The create-and-add form names the category after its register.
    const categoryField = (['category', 'productCategoryId', 'threatCategoryId'] as const).find(
      (key) => input[key] !== undefined,
    );
    const categoryRef = categoryField && input[categoryField];
    if (categoryRef !== undefined) {
      changes.categoryId =
        categoryRef === null
          ? null
          : ((await repo.find(actor.companyId, register, categoryRef, null))?.id ??
            absent(`body.${categoryField}`, say('categoryNotFound')));
      if (changes.categoryId !== (current?.categoryId ?? null) && input.subCategory === undefined) {
        changes.subCategoryId = null;
      }
    }
    if (input.subCategory !== undefined) {
      const parent = changes.categoryId !== undefined ? changes.categoryId : (current?.categoryId ?? null);
      if (input.subCategory === null) changes.subCategoryId = null;
      else if (parent === null) {
        throw badRequest(
          say('chooseCategoryFirstAt'),
          fieldError('body.subCategory', say('chooseCategoryFirst')),
        );
      } else {
        changes.subCategoryId =
          (await repo.find(actor.companyId, register, input.subCategory, parent))?.id ??
          absent('body.subCategory', say('subCategoryNotFound'));
      }
    }
    const assetClass = changes.assetClass ?? current?.assetClass ?? null;
    if (input.subClass !== undefined) {
      changes.subClassId =
        input.subClass === null
          ? null
          : (assetClass !== null &&
              (await repo.findSubClass(actor.companyId, input.subClass, assetClass))?.id) ||
            absent('body.subClass', say('subClassNotFound'));
    } else if (changes.assetClass !== undefined && changes.assetClass !== current?.assetClass) {
      changes.subClassId = null;
    }
    return changes;
  }

  async function record(
    tx: Tx,
    actor: Principal,
    action: 'create' | 'update' | 'delete',
    before?: Item,
    after?: Item,
  ) {
    const entityId = (after ?? before)?.id ?? '';
    await recordChange(tx, actor, { action, entity: 'items', entityId, before, after });
  }

  return {
    async list(actor: Principal, register: ItemCategory, query: ItemListQuery) {
      const size = query.pageSize ?? query.limit ?? LIST_PAGE_SIZE;
      const rows = await items.list(
        actor.companyId,
        register,
        parseFilter(register, query.filter),
        size + 1,
        (query.page - 1) * size,
      );
      return { data: rows.slice(0, size).map(presentItem), hasMore: rows.length > size };
    },

    get: async (actor: Principal, register: ItemCategory, ref: Ref) =>
      presentItem(await requireItem(db, actor, register, ref)),

    create(actor: Principal, register: CreatableCategory, input: ItemInput) {
      return db.transaction(async (tx) => {
        const repo = itemsRepository(tx);
        const columns = await columnsOf(tx, actor, register, input);
        const number = await repo.takeNumbers(actor.companyId, register);
        const row = await repo.insert({
          ...columns,
          companyId: actor.companyId,
          category: register,
          number,
          name: input.name?.trim() || (await generatedName(tx, actor, register)),
        });
        const after = presentItem(await requireItem(tx, actor, register, row.id));
        await record(tx, actor, 'create', undefined, after);
        return after;
      });
    },

    update(actor: Principal, register: CreatableCategory, input: ItemUpdate) {
      return db.transaction(async (tx) => {
        const repo = itemsRepository(tx);
        const current = await requireItem(tx, actor, register, input.id);
        const columns = await columnsOf(tx, actor, register, input, current.item);
        const typed = input.name?.trim();
        if (typed === '') {
          await repo.holdNumbers(actor.companyId, register);
          columns.name = await generatedName(tx, actor, register, current.item.id);
        } else if (typed !== undefined) {
          columns.name = typed;
        }
        await repo.update(actor.companyId, current.item.id, columns);
        const before = presentItem(current);
        const after = presentItem(await requireItem(tx, actor, register, current.item.id));
        await record(tx, actor, 'update', before, after);
        return after;
      });
    },

    /** Relations, assignments, checkpoints and documentation go with the item by their cascading foreign keys. */
    remove(actor: Principal, register: ItemCategory, ref: Ref) {
      return db.transaction(async (tx) => {
        const current = await requireItem(tx, actor, register, ref);
        await itemsRepository(tx).remove(actor.companyId, current.item.id);
        await record(tx, actor, 'delete', presentItem(current));
      });
    },

    nextName: async (actor: Principal, register: CreatableCategory) => ({
      name: await generatedName(db, actor, register),
    }),

    async filterParameters(actor: Principal, register: ItemCategory) {
      const saved = await items.savedFilters(actor.userId, register);
      const active = new Set(saved.map((f) => f.parameter.toLowerCase()));
      return registers[register].filters.map((parameter) => ({
        parameter,
        active: active.has(parameter.toLowerCase()),
      }));
    },

    savedFilters: (actor: Principal, register: ItemCategory) => items.savedFilters(actor.userId, register),

    saveFilters(actor: Principal, register: ItemCategory, filters: SavedFilter[]) {
      filters.forEach((f, i) => {
        if (!registers[register].filters.includes(f.parameter)) {
          throw fieldProblem(
            `body.${i}.parameter`,
            say('filterParameter', { parameters: registers[register].filters.join(', ') }),
          );
        }
      });
      return db.transaction(async (tx) => {
        const repo = itemsRepository(tx);
        const before = await repo.savedFilters(actor.userId, register);
        await repo.saveFilters(actor.companyId, actor.userId, register, filters);
        await recordChange(tx, actor, {
          action: 'update',
          entity: 'saved-filters',
          entityId: `${actor.userId}:${register}`,
          before,
          after: filters,
        });
        return filters;
      });
    },

    async createExecution(actor: Principal, controlRef: Ref, input: CreateExecution) {
      try {
        return await db.transaction(async (tx) => {
          const repo = itemsRepository(tx);
          const control = await requireItem(tx, actor, 'Controls', controlRef);
          if (
            input.controlId !== undefined &&
            input.controlId !== control.item.id &&
            input.controlId !== control.item.legacyId
          ) {
            throw badRequest(
              say('controlNotInPathAt'),
              fieldError('body.controlId', say('controlNotInPath')),
            );
          }
          const assetView = await repo.find(actor.companyId, 'Assets', input.itemId);
          if (!assetView) absent('body.itemId', say('thingNotFound', { thing: 'Asset' }));
          const row = await repo.insert({
            companyId: actor.companyId,
            category: 'Executions',
            number: await repo.takeNumbers(actor.companyId, 'Executions'),
            controlId: control.item.id,
            assetId: assetView.item.id,
          });
          const after = presentItem(await requireItem(tx, actor, 'Executions', row.id));
          await record(tx, actor, 'create', undefined, after);
          return after;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(say('alreadyExecuted'));
        throw error;
      }
    },

    async executionsOfControl(actor: Principal, controlRef: Ref) {
      const control = await requireItem(db, actor, 'Controls', controlRef);
      return (await items.executionsOf(actor.companyId, { controlId: control.item.id })).map(presentItem);
    },
  };
}

export type ItemsService = ReturnType<typeof itemsService>;
