import type { DocumentationV1, DocumentationV2 } from '@praxis/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api';
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

/** A real client whose fetch answers `answer` to every call; the test reads what it was asked. */
function fakeClient(apiVersion: 1 | 2, answer: unknown) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    answer === null ? new Response(null, { status: 204 }) : Response.json(answer),
  );
  vi.stubGlobal('fetch', fetchMock);
  const api = createApiClient({
    baseUrl: 'https://api.example.test',
    apiVersion,
    accessToken: async () => null,
    onUnauthorized: () => {},
    onForbidden: () => {},
  });
  const called = () => {
    const [input, init] = fetchMock.mock.calls.at(-1) ?? [];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return { method: init?.method, path: new URL(String(input)).pathname, body };
  };
  return { api, called };
}

describe('documentation calls by API version', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('v1 reads GET /v2/{documentType}/{legacyId}/documentation and its content', async () => {
    const { api, called } = fakeClient(1, [v1Documentation]);
    expect(await loadDocumentation(api, 'Products', item)).toEqual([
      { id: 3, className: 'Description', purpose: 'internal', content: '<p>Made here</p>' },
    ]);
    expect(called()).toMatchObject({ method: 'GET', path: '/v2/Products/7/documentation' });
  });

  it('v1 saves with POST /v2/Documentations, naming the item by its legacy id', async () => {
    const { api, called } = fakeClient(1, v2Documentation);
    expect(await saveDocumentation(api, 'Products', item, 'Description', '<p>Made here</p>')).toEqual({
      id: v2Documentation.legacyId,
      className: 'Description',
      purpose: 'internal',
      content: '<p>Made here</p>',
    });
    expect(called()).toEqual({
      method: 'POST',
      path: '/v2/Documentations',
      body: {
        documentType: 'Products',
        itemId: '7',
        class: 'Description',
        purpose: 'internal',
        content: '<p>Made here</p>',
      },
    });
  });

  it('v2 reads and saves under /v2/{category}/{id}/documentations', async () => {
    const { api, called } = fakeClient(2, []);
    await loadDocumentation(api, 'Executions', item);
    expect(called()).toMatchObject({ method: 'GET', path: `/v2/Executions/${item.id}/documentations` });
  });

  it('deletes by id or legacy id with DELETE /v2/Documentations/{id}', async () => {
    const { api, called } = fakeClient(1, null);
    await deleteDocumentation(api, 3);
    expect(called()).toMatchObject({ method: 'DELETE', path: '/v2/Documentations/3' });
  });
});
