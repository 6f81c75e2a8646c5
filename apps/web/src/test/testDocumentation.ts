import type { DocumentationV2 } from '@praxis/contract';

/** An asset's Definition text as `GET /v2/Assets/{id}/documentations` answers it, with what a test changes. */
export function testDocumentation(
  asset: { id: string; legacyId: number },
  overrides: Partial<DocumentationV2> = {},
): DocumentationV2 {
  return {
    id: '0b5d7c5e-2222-4a4a-8a8a-000000000002',
    legacyId: 3,
    itemId: asset.id,
    itemLegacyId: asset.legacyId,
    itemType: 'Assets',
    class: { id: 1, name: 'Definition', displayName: 'Definition' },
    purpose: 'internal',
    updatedAt: '2026-01-01T00:00:00.000Z',
    properties: { content: '<p>Our servers</p>' },
    ...overrides,
  };
}
