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
const fromV2 = (d: DocumentationV2): DocumentationEntry => ({
  id: d.id,
  className: d.class.name,
  purpose: d.purpose,
  content: d.properties.content,
});

const v1List = documentationV1Schema.array();
const v2List = documentationV2Schema.array();

/** API-71/74: the item's documentation, by the API version of the runtime configuration. */
export async function loadDocumentation(
  api: ApiClient,
  category: DocumentationOwnerCategory,
  item: ItemRef,
  signal?: AbortSignal,
): Promise<DocumentationEntry[]> {
  if (api.apiVersion === 2) {
    return (await api.get(`/v2/${category}/${item.id}/documentations`, v2List, signal)).map(fromV2);
  }
  return (await api.get(`/v1/${category}/${item.legacyId}/documentation`, v1List, signal)).map(fromV1);
}

/** API-69/72: saves the item's internal text of a class (created on the first save, replaced after). */
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
  return fromV1(await api.put(`/v1/${category}/${item.legacyId}/documentation`, body, documentationV1Schema));
}

/** DELETE /v2/Documentations/{id}: takes an id or a legacy id, so it serves both versions. */
export const deleteDocumentation = (api: ApiClient, id: string | number) =>
  api.delete(`/v2/Documentations/${id}`);
