import type { DocumentationV1, DocumentationV2 } from '@praxis/contract';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../lib/api';
import { deleteDocumentation, loadDocumentation, saveDocumentation } from './documentationApi';

const item = { id: '0b5d7c5e-1111-4a4a-8a8a-000000000001', legacyId: 7 };

const v1Documentation: DocumentationV1 = {
  id: 3,
  itemId: 7,
  itemType: 'Products',
  class: { id: 4, name: 'Description', displayName: 'Description' },
  purpose: 'internal',
  updatedAt: '2026-01-01T00:00:00.000Z',
  content: '<p>Made here</p>',
};

const v2Documentation: DocumentationV2 = {
  id: '0b5d7c5e-2222-4a4a-8a8a-000000000003',
  legacyId: 3,
  itemId: item.id,
  itemLegacyId: item.legacyId,
  itemType: 'Products',
  class: v1Documentation.class,
  purpose: 'internal',
  updatedAt: v1Documentation.updatedAt,
  properties: { content: '<p>Made here</p>' },
};

function fakeClient(apiVersion: 1 | 2, answer: unknown) {
  const parse = (schema: { parse: (data: unknown) => unknown }) => schema.parse(answer);
  return {
    apiVersion,
    get: vi.fn(async (_path: string, schema) => parse(schema)),
    post: vi.fn(async (_path: string, _body: unknown, schema) => parse(schema)),
    put: vi.fn(async (_path: string, _body: unknown, schema) => parse(schema)),
    delete: vi.fn(async () => undefined),
  } as unknown as ApiClient & Record<'get' | 'post' | 'put' | 'delete', ReturnType<typeof vi.fn>>;
}

describe('documentation calls by API version', () => {
  it('v1 reads GET /v2/{documentType}/{legacyId}/documentation and its content', async () => {
    const api = fakeClient(1, [v1Documentation]);
    expect(await loadDocumentation(api, 'Products', item)).toEqual([
      { id: 3, className: 'Description', purpose: 'internal', content: '<p>Made here</p>' },
    ]);
    expect(api.get).toHaveBeenCalledWith('/v2/Products/7/documentation', expect.anything(), undefined);
  });

  it('v1 saves with POST /v2/Documentations, naming the item by its legacy id', async () => {
    const api = fakeClient(1, v2Documentation);
    expect(await saveDocumentation(api, 'Products', item, 'Description', '<p>Made here</p>')).toEqual({
      id: v2Documentation.legacyId,
      className: 'Description',
      purpose: 'internal',
      content: '<p>Made here</p>',
    });
    expect(api.post).toHaveBeenCalledWith(
      '/v2/Documentations',
      {
        documentType: 'Products',
        itemId: '7',
        class: 'Description',
        purpose: 'internal',
        content: '<p>Made here</p>',
      },
      expect.anything(),
    );
  });

  it('v2 reads and saves under /v2/{category}/{id}/documentations', async () => {
    const api = fakeClient(2, []);
    await loadDocumentation(api, 'Executions', item);
    expect(api.get).toHaveBeenCalledWith(
      `/v2/Executions/${item.id}/documentations`,
      expect.anything(),
      undefined,
    );
  });

  it('deletes by id or legacy id with DELETE /v2/Documentations/{id}', async () => {
    const api = fakeClient(1, null);
    await deleteDocumentation(api, 3);
    expect(api.delete).toHaveBeenCalledWith('/v2/Documentations/3');
  });
});
