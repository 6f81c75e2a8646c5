import { z } from 'zod';
import type { DocumentFormat } from '../documents.js';
import { stringRefSchema } from '../items.js';
import { type OwnerCategory, singularOf } from '../registers.js';
import type { RouteAccess } from '../roles.js';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type ApiVersion = 1 | 2;
/** Refusals a route may answer besides the 400, 401, 403 and 404 every route can. */
export type Refusal = 409 | 413 | 415 | 429;

/**
 * One call of the API, described once: the server registers its handler from it (with its OpenAPI entry and
 * its access), and the web calls it from it. Plain data and zod schemas, so the browser can load it too.
 */
export interface RouteDescription {
  method: RouteMethod;
  /** The path after the version prefix, its parameters written `:name`. */
  path: string;
  /** The versions that serve it, each under its own prefix (`/v1…`, `/v2…`). */
  versions: readonly ApiVersion[];
  /** Path parameters naming a row: a legacy id or a UUID on /v1, a UUID on /v2. */
  refs?: readonly string[];
  /** The schema of every other path parameter. */
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Also answers these documents instead of the JSON, asked for with `format` or the Accept header. */
  documents?: readonly DocumentFormat[];
  /** The status of a success, 200 unless said. */
  status?: 200 | 201 | 204;
  /** With status 201: answers 200 instead when it replaced what was there. */
  orReplaced?: boolean;
  access: RouteAccess;
  /** Refuses personal access tokens: only a sign-in may call it. */
  interactiveOnly?: boolean;
  /**
   * `false`: never waits on the rate limit (probes, files that need no database); a limit of its own instead
   * of the caller's per-minute one for a public route that costs much (hashing a password).
   */
  rateLimit?: false | { max: number; timeWindow: string };
  refusals?: readonly Refusal[];
  /** Takes a file as multipart/form-data (the field `file`) instead of a JSON body. */
  upload?: { maxBytes?: number };
  tags: readonly string[];
  /** For the API document; `{word}` is filled in where the route is registered (the owner, a limit). */
  summary: string;
}

/** A success with nothing to say: 204 and no body. */
export const noContent = { response: z.null(), status: 204 } as const;

/** Keeps a description's literal types (its refs, its schemas), which its callers' types are read from. */
export const defineRoute = <const D extends RouteDescription>(description: D): D => description;

type RefsOf<D> = D extends { refs: readonly (infer R extends string)[] } ? R : never;
type Schema<D, K extends string> = D extends { [key in K]: infer S extends z.ZodType } ? S : undefined;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** A ref of /v1 may be a legacy id; /v2 takes UUIDs only. */
type RefOf<D> = D extends { versions: readonly (infer V)[] }
  ? 1 extends V
    ? z.output<typeof stringRefSchema>
    : string
  : never;
/** What a handler reads: refs as the server parses them (a legacy id becomes a number). */
export type RouteParams<D> = Record<RefsOf<D>, RefOf<D>> &
  (Schema<D, 'params'> extends z.ZodType ? z.output<Schema<D, 'params'>> : unknown);
export type RouteQuery<D> = Out<Schema<D, 'query'>>;
export type RouteBody<D> = Out<Schema<D, 'body'>>;
/** What a handler answers, before the response schema writes it out. */
export type RouteAnswer<D> = In<Schema<D, 'response'>>;
export type RouteResult<D> = Out<Schema<D, 'response'>>;

/** A row as the web knows it: v2 paths take its `id`, v1 paths its `legacyId`. */
export interface Entity {
  id: string;
  legacyId: number;
}
/** What a caller gives for the path: an entity for each ref (or an id that serves both versions). */
export type RouteCallParams<D> = Record<RefsOf<D>, Entity | string> &
  (Schema<D, 'params'> extends z.ZodType ? z.input<Schema<D, 'params'>> : unknown);
export type RouteCallQuery<D> = In<Schema<D, 'query'>>;
export type RouteCallBody<D> = In<Schema<D, 'body'>>;

const v2Ref = z.uuid();

/** The path parameters' schema of one version, or undefined when the path has none. */
export function paramsSchemaOf(route: RouteDescription, version: ApiVersion): z.ZodObject | undefined {
  const refs = route.refs ?? [];
  if (refs.length === 0) return route.params;
  const ref = version === 1 ? stringRefSchema : v2Ref;
  return z.object({ ...Object.fromEntries(refs.map((r) => [r, ref])), ...route.params?.shape }).strict();
}

/** Fills the `{word}`s of a summary or a path. */
export const fillWords = (text: string, words: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (all, word: string) => words[word] ?? all);

/** Where a row of each owner kind lives, the segment of the calls attached to it. */
export const ownerSegment = (owner: OwnerCategory) =>
  owner === 'Requirements' ? 'requirements' : owner === 'Findings' ? 'findings' : owner;

/**
 * Calls of the same shape for several registers or owners (assignments, checkpoints, labels, an item's calls):
 * described once, `{owner}` in the path standing for the owner's segment and in the summary for its name.
 */
export interface OwnerRouteDescription<O extends OwnerCategory = OwnerCategory> extends RouteDescription {
  owners: readonly O[];
}

export const defineOwnerRoute = <const D extends OwnerRouteDescription>(description: D): D => description;

const filled = new WeakMap<RouteDescription, Map<string, RouteDescription>>();

/** A description with its `{word}`s filled in; the same object every time, so it can key a cache. */
export function fillRoute<D extends RouteDescription>(
  route: D,
  words: Record<string, string>,
  pathWords: Record<string, string> = words,
): D {
  const routes = filled.get(route) ?? new Map<string, RouteDescription>();
  filled.set(route, routes);
  const key = JSON.stringify([words, pathWords]);
  const known = routes.get(key);
  if (known) return known as D;
  const made = {
    ...route,
    path: fillWords(route.path, pathWords),
    summary: fillWords(route.summary, words),
  };
  routes.set(key, made);
  return made;
}

/** The route of one owner. */
export const ownedBy = <D extends OwnerRouteDescription>(route: D, owner: D['owners'][number]): D =>
  fillRoute(route, { owner, singular: ownerSingular(owner) }, { owner: ownerSegment(owner) });

const ownerSingular = (owner: OwnerCategory) =>
  owner === 'Requirements' ? 'requirement' : owner === 'Findings' ? 'finding' : singularOf(owner);
