import {
  type DocumentationClass,
  type DocumentationOwnerCategory,
  type DocumentationPurpose,
  type DocumentationV1,
  type DocumentationV2,
  documentationV1Schema,
  documentationV2Schema,
} from '@praxis/contract';
import type { ApiClient } from '../../lib/api';

/** An item as the details dialog has it: both ids, so either API version can address it. */
export interface ItemRef {
  id: string;
  legacyId: number;
}

/** One documentation of an item, the same whichever API version answered. */
export interface DocumentationEntry {
  /** The server's id (v2) or legacy id (v1); null until the first save creates the documentation. */
  id: string | number | null;
  className: DocumentationClass;
  purpose: DocumentationPurpose;
  content: string | null;
}

/** The class an item's own text is written in, per register (spec §2: asset definition, ...). */
export const documentationClassOf: Record<DocumentationOwnerCategory, DocumentationClass> = {
  Assets: 'Definition',
  Products: 'Description',
  Controls: 'Instruction',
  Threats: 'Description',
  Treatments: 'Description',
  Executions: 'Implementation',
  Causes: 'Description',
  Origins: 'Description',
  Risks: 'Description',
  // A requirement's authoritative text says what to do; the company's own text says how it is done.
  Requirements: 'Implementation',
};

const fromV1 = (d: DocumentationV1): DocumentationEntry => ({
  id: d.id,
  className: d.class.name,
  purpose: d.purpose,
  content: d.content,
});

// ENT-32: v2 carries the text in properties.content.
export const fromV2 = (d: DocumentationV2): DocumentationEntry => ({
  id: d.id,
  className: d.class.name,
  purpose: d.purpose,
  content: d.properties.content,
});

const v1List = documentationV1Schema.array();
const v2List = documentationV2Schema.array();

/**
 * API-74/75: the item's documentation, by the API version of the runtime configuration. Both versions ask
 * under /v2; version 1 names the item by its legacy id and gets the v1 shape.
 */
export async function loadDocumentation(
  api: ApiClient,
  category: DocumentationOwnerCategory,
  item: ItemRef,
  signal?: AbortSignal,
): Promise<DocumentationEntry[]> {
  if (api.apiVersion === 2) {
    return (await api.get(`/v2/${category}/${item.id}/documentations`, v2List, signal)).map(fromV2);
  }
  return (await api.get(`/v2/${category}/${item.legacyId}/documentation`, v1List, signal)).map(fromV1);
}

/**
 * API-72/73: saves the item's internal text of a class (created on the first save, replaced after); version 1
 * names the item in the body, by its legacy id.
 */
export async function saveDocumentation(
  api: ApiClient,
  category: DocumentationOwnerCategory,
  item: ItemRef,
  className: DocumentationClass,
  content: string | null,
): Promise<DocumentationEntry> {
  const body = { class: className, purpose: 'internal', content };
  if (api.apiVersion === 2) {
    return fromV2(await api.post(`/v2/${category}/${item.id}/documentations`, body, documentationV2Schema));
  }
  const saved = await api.post(
    '/v2/Documentations',
    { documentType: category, itemId: String(item.legacyId), ...body },
    documentationV2Schema,
  );
  // Version 1 goes on naming the documentation by its legacy id, as the list it read does.
  return { ...fromV2(saved), id: saved.legacyId };
}

/** DELETE /v2/Documentations/{id}: takes an id or a legacy id, so it serves both versions. */
export const deleteDocumentation = (api: ApiClient, id: string | number) =>
  api.delete(`/v2/Documentations/${id}`);
