import type { CreatedAccessToken, TokenScope } from '@praxis/contract';
import { expect } from 'vitest';
import type { TestServer } from './server.js';

/** POST /v1/Me/tokens as `as`, signed in through the built-in provider; fails the test on a refusal. */
export async function createAccessToken(
  server: TestServer,
  as: string,
  scope: TokenScope,
  name = `${scope} token`,
): Promise<CreatedAccessToken> {
  const response = await server.call(as, 'POST', '/v1/Me/tokens', { name, scope, expiresInDays: 30 });
  expect(response.statusCode, `POST /v1/Me/tokens: ${response.body}`).toBe(201);
  return response.json();
}

/** Calls the API with a raw bearer token (a personal access token), as a script would. */
export async function callWithToken(
  server: TestServer,
  token: string,
  method: string,
  url: string,
  body?: unknown,
) {
  const response = await server.app.inject({
    method: method as 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return {
    statusCode: response.statusCode,
    json: () => response.json(),
    body: response.body,
    headers: response.headers,
  };
}
