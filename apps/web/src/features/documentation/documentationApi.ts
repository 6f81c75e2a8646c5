import {
  atVersion,
  type DocumentationClass,
  type DocumentationOwnerCategory,
  type DocumentationPurpose,
  type DocumentationV1,
  type DocumentationV2,
  documentationRoutes,
  type Entity,
} from '@praxis/contract';
import type { ApiClient } from '../../lib/api';

/** One documentation of an item, the same whichever API version answered. */
export interface DocumentationEntry {
  /** The server's id (v2) or legacy id (v1); null until the first save creates the documentation. */
  id: string | number | null;
  className: DocumentationClass;
  purpose: DocumentationPurpose;
  content: string | null;
}

/** The class an item's own text is written in, per register (an asset's definition, a control's instruction …). */
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

// v2 carries the text in properties.content.
export const fromV2 = (d: DocumentationV2): DocumentationEntry => ({
  id: d.id,
  className: d.class.name,
  purpose: d.purpose,
  content: d.properties.content,
});

/**
 * The item's documentation, by the API version of the runtime configuration. Both versions ask under /v2, as
 * the web always has; version 1 names the item by its legacy id and gets the v1 shape.
 */
export async function loadDocumentation(
  api: ApiClient,
  category: DocumentationOwnerCategory,
  item: Entity,
  signal?: AbortSignal,
): Promise<DocumentationEntry[]> {
  if (api.apiVersion === 2) {
    const list = await api.call(documentationRoutes.listV2, { params: { category, id: item.id } }, signal);
    return list.map(fromV2);
  }
  const list = await api.call(
    atVersion(documentationRoutes.listV1, 2),
    { params: { category, id: String(item.legacyId) } },
    signal,
  );
  return list.map(fromV1);
}

/**
 * Saves the item's internal text of a class (created on the first save, replaced after); version 1 names the
 * item in the body, by its legacy id.
 */
export async function saveDocumentation(
  api: ApiClient,
  category: DocumentationOwnerCategory,
  item: Entity,
  className: DocumentationClass,
  content: string | null,
): Promise<DocumentationEntry> {
  const body = { class: className, purpose: 'internal' as const, content };
  if (api.apiVersion === 2) {
    return fromV2(await api.call(documentationRoutes.saveV2, { params: { category, id: item.id }, body }));
  }
  const saved = await api.call(documentationRoutes.saveFromBody, {
    body: { documentType: category, itemId: String(item.legacyId), ...body },
  });
  // Version 1 goes on naming the documentation by its legacy id, as the list it read does.
  return { ...fromV2(saved), id: saved.legacyId };
}

/** Takes an id or a legacy id, so it serves both versions. */
export const deleteDocumentation = (api: ApiClient, id: string | number) =>
  api.send(documentationRoutes.remove, { params: { id: String(id) } });
