import { atVersion, documentationRoutes, specificationRoutes, userRoutes } from '@praxis/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubApi } from '../test/fakeApi';
import { testMe } from '../test/testAuth';
import { type ApiClientOptions, ApiError, createApiClient } from './api';

function client(overrides: Partial<ApiClientOptions> = {}) {
  const options: ApiClientOptions = {
    baseUrl: 'https://api.example.test/',
    apiVersion: 2,
    accessToken: async () => 'token-1',
    onUnauthorized: vi.fn(),
    onForbidden: vi.fn(),
    ...overrides,
  };
  return { api: createApiClient(options), options };
}

const user = testMe().user;

describe('API client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('calls the configured base URL with the current Bearer token and validates the answer', async () => {
    const fetchMock = stubApi({ [`GET /v1/Users/${user.id}`]: () => jsonResponse(user) });
    const { api } = client();
    await expect(api.call(userRoutes.get, { params: { id: user.id } })).resolves.toEqual(user);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`https://api.example.test/v1/Users/${user.id}`);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it("sends the interface's current locale, which a first sign-in takes as the person's language", async () => {
    const fetchMock = stubApi({ 'GET /v1/Me': () => jsonResponse(testMe()) });
    const locales = ['nb-NO', 'en-US'];
    const { api } = client({ locale: () => locales.shift() ?? 'none' });
    await api.call(userRoutes.me);
    await api.call(userRoutes.me);
    const sent = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Accept-Language'));
    expect(sent).toEqual(['nb-NO', 'en-US']);
  });

  it('reads the token on every call, so a renewed one is used at once', async () => {
    const fetchMock = stubApi({ 'DELETE /v1/Users/1': () => new Response(null, { status: 204 }) });
    const tokens = ['old', 'renewed'];
    const { api } = client({ accessToken: async () => tokens.shift() ?? null });
    const remove = () => api.send(userRoutes.remove, { params: { id: '1' } });
    await remove();
    await remove();
    await remove();
    const sent = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Authorization'));
    expect(sent).toEqual(['Bearer old', 'Bearer renewed', null]);
  });

  it('sends JSON and does not read the answer of a call without a schema, even an empty one', async () => {
    const fetchMock = stubApi({ 'PUT /v1/Users/1': () => new Response('', { status: 200 }) });
    const { api } = client();
    await expect(
      api.send(userRoutes.update, { params: { id: '1' }, body: { language: 'nb-NO' } }),
    ).resolves.toBeUndefined();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"language":"nb-NO"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('throws an ApiError with the status, code, message and details of the error body', async () => {
    const details = [{ field: 'phoneNumber', message: '8-12 digits required' }];
    stubApi({
      'PUT /v1/Users/1': () =>
        jsonResponse({ status: 400, code: 'validation', message: 'Invalid body', details }, 400),
    });
    const { api, options } = client();
    const error = await api
      .send(userRoutes.update, { params: { id: '1' }, body: { phoneNumber: '12' } })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation', message: 'Invalid body', details });
    expect(options.onUnauthorized).not.toHaveBeenCalled();
    expect(options.onForbidden).not.toHaveBeenCalled();
  });

  it('keeps the status of an error answer that is not the API’s own (a proxy’s page)', async () => {
    stubApi({
      'GET /v1/Me': () => new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
    });
    const error = await client()
      .api.call(userRoutes.me)
      .catch((reason: unknown) => reason);
    expect(error).toMatchObject({ status: 502, code: 'internal', message: 'Bad Gateway' });
  });

  it('a 401 starts the sign-in and still fails the call', async () => {
    stubApi({ 'GET /v1/Me': () => errorResponse(401, 'unauthorized', 'Sign in first') });
    const { api, options } = client();
    await expect(api.call(userRoutes.me)).rejects.toMatchObject({ status: 401 });
    expect(options.onUnauthorized).toHaveBeenCalledOnce();
    expect(options.onForbidden).not.toHaveBeenCalled();
  });

  it('a 403 sends the user to /unauthorized and still fails the call', async () => {
    stubApi({ 'DELETE /v1/Users/1': () => errorResponse(403, 'forbidden', 'Not allowed') });
    const { api, options } = client();
    await expect(api.send(userRoutes.remove, { params: { id: '1' } })).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
    });
    expect(options.onForbidden).toHaveBeenCalledOnce();
    expect(options.onUnauthorized).not.toHaveBeenCalled();
  });

  const specification = { id: '3f2a', legacyId: 17 };

  it.each([
    [2, '/v2/specifications/3f2a/elements', specificationRoutes.elements],
    [1, '/v1/specifications/17/requirements', specificationRoutes.requirements],
  ] as const)('API version %i picks %s', (apiVersion, expected, route) => {
    const { api } = client({ apiVersion });
    expect(api.apiVersion).toBe(apiVersion);
    expect(api.url(route, { params: { id: specification } })).toBe(expected);
  });

  it('keeps a call pinned to one version there, whatever the configured one', () => {
    const { api } = client({ apiVersion: 1 });
    const v1Shape = atVersion(documentationRoutes.listV1, 2);
    expect(api.url(v1Shape, { params: { category: 'Assets', id: '17' } })).toBe(
      '/v2/Assets/17/documentation',
    );
  });
});
