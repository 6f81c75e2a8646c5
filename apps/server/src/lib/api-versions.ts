import { v1IdParamSchema, v2IdParamSchema } from '@praxis/contract';

/**
 * The two forms of a call that spec §7 has by id: `/v1…` takes a legacy id (or a UUID, so a v2 client can use
 * the v1-only calls too), `/v2…` a UUID. `path` starts with '/' and names the id `:id`.
 */
export const bothVersions = (path: string) =>
  [
    { url: `/v1${path}`, params: v1IdParamSchema },
    { url: `/v2${path}`, params: v2IdParamSchema },
  ] as const;
