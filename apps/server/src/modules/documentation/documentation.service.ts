import {
  type CreateDocumentation,
  DEFAULT_DOCUMENTATION_CLASS,
  type DocumentationOwnerCategory,
  documentationClasses,
  type Ref,
  type SaveDocumentation,
  type SaveDocumentationV1,
  say,
} from '@praxis/contract';
import type { Db, Executor } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import { ownerNoun, requireOwner } from '../owners/owners.lookup.js';
import { sanitizeDocumentationHtml } from './documentation.html.js';
import { assertEditable } from './documentation.policy.js';
import { presentClass, presentV1, presentV2 } from './documentation.presenter.js';
import { type DocumentationView, documentationRepository } from './documentation.repository.js';

/** Which item or requirement a path or body names: its register and its id (v2) or legacy id (v1). */
export interface ItemAddress {
  category: DocumentationOwnerCategory;
  id: Ref;
}

/** `?ids=` of the documentation lists: owners by either id, legacy ids of the `documentType` given. */
interface OwnerList {
  ids: Ref[];
  documentType?: DocumentationOwnerCategory | undefined;
}

/** A v1 save may send only the text; it then goes to the default class. */
const fromV1 = (body: SaveDocumentationV1): SaveDocumentation =>
  body !== null && typeof body === 'object'
    ? body
    : { class: DEFAULT_DOCUMENTATION_CLASS, purpose: 'internal', content: body };

export function documentationService(db: Db) {
  const repo = documentationRepository(db);

  const itemOf = (executor: Executor, actor: Principal, address: ItemAddress) =>
    requireOwner(executor, actor.companyId, address.category, address.id);

  async function listOf(actor: Principal, address: ItemAddress): Promise<DocumentationView[]> {
    const item = await itemOf(db, actor, address);
    return repo.listFor(actor.companyId, [item.id]);
  }

  async function listOfItems(
    actor: Principal,
    { ids, documentType }: OwnerList,
  ): Promise<DocumentationView[]> {
    const found = await repo.ownersAmong(actor.companyId, ids, documentType);
    const missing = ids.filter((ref) => !found.some((i) => i.id === ref || i.legacyId === ref));
    if (missing.length > 0)
      throw notFound(
        say('itemsNotFound', {
          thing: documentType ? ownerNoun(documentType) : 'Item',
          refs: missing.join(', '),
        }),
      );
    return repo.listFor(
      actor.companyId,
      found.map((i) => i.id),
    );
  }

  /**
   * Saves the item's internal text of a class (created on the first save, replaced afterwards) with its audit
   * event. The HTML is sanitised first; an empty document is stored as null.
   */
  async function save(actor: Principal, address: ItemAddress, input: SaveDocumentation) {
    assertEditable(input.purpose);
    const content = sanitizeDocumentationHtml(input.content);
    return db.transaction(async (tx) => {
      const item = await itemOf(tx, actor, address);
      const tdb = documentationRepository(tx);
      const before = await tdb.findInternal(actor.companyId, item.id, input.class);
      const row = await tdb.saveInternal({
        companyId: actor.companyId,
        owner: item,
        class: input.class,
        content,
        createdBy: actor.userId,
      });
      const view: DocumentationView = {
        ...row,
        ownerId: item.id,
        itemLegacyId: item.legacyId,
        itemType: item.category,
      };
      await recordChange(tx, actor, {
        action: before ? 'update' : 'create',
        entity: 'documentation',
        entityId: row.id,
        before: before && presentV2(before),
        after: presentV2(view),
      });
      return { created: !before, view };
    });
  }

  async function saveV2(actor: Principal, address: ItemAddress, body: SaveDocumentation) {
    const { created, view } = await save(actor, address, body);
    return { created, documentation: presentV2(view) };
  }

  return {
    classes: () => documentationClasses.map(presentClass),
    listV1: async (actor: Principal, address: ItemAddress) => (await listOf(actor, address)).map(presentV1),
    listV2: async (actor: Principal, address: ItemAddress) => (await listOf(actor, address)).map(presentV2),
    listOfItemsV1: async (actor: Principal, query: OwnerList) =>
      (await listOfItems(actor, query)).map(presentV1),
    listOfItemsV2: async (actor: Principal, query: OwnerList) =>
      (await listOfItems(actor, query)).map(presentV2),
    saveV1: async (actor: Principal, address: ItemAddress, body: SaveDocumentationV1) =>
      presentV1((await save(actor, address, fromV1(body))).view),
    saveV2,
    saveFromBody: (actor: Principal, { documentType, itemId, ...body }: CreateDocumentation) =>
      saveV2(actor, { category: documentType, id: itemId }, body),
    async remove(actor: Principal, ref: Ref) {
      await db.transaction(async (tx) => {
        const tdb = documentationRepository(tx);
        const found = await tdb.find(actor.companyId, ref);
        if (!found) throw notFound(say('thingNotFound', { thing: 'Documentation' }));
        assertEditable(found.purpose);
        await tdb.remove(actor.companyId, found.id);
        await recordChange(tx, actor, {
          action: 'delete',
          entity: 'documentation',
          entityId: found.id,
          before: presentV2(found),
        });
      });
    },
  };
}
