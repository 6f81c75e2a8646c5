import type { ApiVersion, Entity, RouteCallParams, RouteCallQuery, RouteDescription } from './route.js';

type PathValue = Entity | string | number;
type Described = Pick<RouteDescription, 'path' | 'versions'>;

/** What a call's URL is made of: its path parameters (an entity for each ref) and its query. */
export interface RouteUrlInput<D> {
  params?: RouteCallParams<D>;
  query?: RouteCallQuery<D>;
}

/**
 * The URL of a described call: the caller's API version where the route has it (else the one it has), and
 * each ref as that version names the row, the UUID on /v2 and the legacy id on /v1. No zod here: the web's
 * entry chunk calls it.
 */
export function routeUrl<D extends Described>(
  route: D,
  apiVersion: ApiVersion,
  input: RouteUrlInput<D> = {},
): string {
  const version = route.versions.includes(apiVersion) ? apiVersion : route.versions[0];
  const params = input.params as Record<string, PathValue> | undefined;
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${route.path} needs ${name}`);
    return typeof value === 'object' ? String(version === 2 ? value.id : value.legacyId) : String(value);
  });
  const query = new URLSearchParams(
    Object.entries((input.query ?? {}) as Record<string, unknown>).flatMap(
      ([key, value]): [string, string][] =>
        value === undefined || value === null ? [] : [[key, String(value)]],
    ),
  ).toString();
  return `/v${version}${path}${query ? `?${query}` : ''}`;
}

/**
 * The route on one of its versions only, for a call that stays there whatever the caller's API version (a row
 * named by an id alone, an answer of one version's shape).
 */
export const atVersion = <D extends Described>(route: D, version: D['versions'][number]): D => ({
  ...route,
  versions: [version],
});

/** A query key from the call's description and inputs, rows named by their id whatever the version. */
export function queryKeyOf(
  route: Pick<RouteDescription, 'path'>,
  input: { params?: Record<string, PathValue>; query?: Record<string, unknown> } = {},
): readonly unknown[] {
  const params = Object.values(input.params ?? {}).map((v) => (typeof v === 'object' ? v.id : v));
  return [route.path, ...params, ...(input.query ? [input.query] : [])];
}
