import {
  type DocumentationClass,
  type DocumentationClassInfo,
  type DocumentationV1,
  type DocumentationV2,
  documentationClasses,
} from '@praxis/contract';
import type { DocumentationView } from './documentation.repository.js';

export const presentClass = (name: DocumentationClass): DocumentationClassInfo => ({
  id: documentationClasses.indexOf(name) + 1,
  name,
  displayName: name,
});

export function presentV1(view: DocumentationView): DocumentationV1 {
  return {
    id: view.legacyId,
    itemId: view.itemLegacyId,
    itemType: view.itemType,
    class: presentClass(view.class),
    purpose: view.purpose,
    updatedAt: view.updatedAt.toISOString(),
    content: view.content,
  };
}

export function presentV2(view: DocumentationView): DocumentationV2 {
  return {
    id: view.id,
    legacyId: view.legacyId,
    itemId: view.ownerId,
    itemLegacyId: view.itemLegacyId,
    itemType: view.itemType,
    class: presentClass(view.class),
    purpose: view.purpose,
    updatedAt: view.updatedAt.toISOString(),
    properties: { content: view.content },
  };
}
