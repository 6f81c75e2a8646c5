import { vi } from 'vitest';

export interface FakeRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

export type FakeHandler = (request: FakeRequest) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function errorResponse(status: number, code: string, message: string): Response {
  return jsonResponse({ status, code, message }, status);
}

/**
 * Replaces the browser's fetch with answers by "METHOD /path"; anything else answers 404 as the API
 * would. Returns the mock, whose calls the tests read.
 */
export function stubApi(handlers: Record<string, FakeHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init.method ?? 'GET';
    const handler = handlers[`${method} ${url.pathname}`];
    if (handler === undefined) {
      return errorResponse(404, 'not_found', `${method} ${url.pathname} is not faked`);
    }
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler({ url, method, headers: new Headers(init.headers), body });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
