import type { TestServer } from './server.js';

/** Read as the tests read any answer's JSON: untyped, each test naming what it looks at. */
type ApiDocument = ReturnType<Awaited<ReturnType<TestServer['call']>>['json']>;

let document: Promise<ApiDocument> | undefined;

/**
 * The API document as the app answers it at /api/docs/json. It is made from the routes alone, the same on
 * every database, and making it takes seconds: a test file takes it from its first server and keeps it.
 */
export function apiDocument(server: Pick<TestServer, 'app'>): Promise<ApiDocument> {
  document ??= server.app.inject('/api/docs/json').then((response) => response.json());
  return document;
}
