import { stringRefSchema } from '@praxis/contract';
import { z } from 'zod';

const v2Ref = z.uuid();

/**
 * The two forms of a call that spec §7 has by id: `/v1…` takes a legacy id (or a UUID, so a v2 client can use
 * the v1-only calls too), `/v2…` a UUID. `path` starts with '/' and names the id `:id`; `refs` names further
 * ids in the path (`:maturityId`), which follow the same rule, and `extra` any other path parameters.
 */
export function bothVersions<R extends string = never, E extends z.ZodRawShape = Record<never, never>>(
  path: string,
  refs: readonly R[] = [],
  extra: E = {} as E,
) {
  const withRefs = <S extends z.ZodType>(ref: S) =>
    z
      .object({
        id: ref,
        ...(Object.fromEntries(refs.map((r) => [r, ref])) as Record<R, S>),
        ...extra,
      })
      .strict();
  return [
    { url: `/v1${path}`, params: withRefs(stringRefSchema) },
    { url: `/v2${path}`, params: withRefs(v2Ref) },
  ] as const;
}
