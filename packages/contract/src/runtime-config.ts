import { z } from 'zod';

/** What `/config.json` tells the web app before its first render (DESIGN §1). */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string(),
  apiVersion: z.union([z.literal(1), z.literal(2)]),
  oidc: z.object({
    authority: z.string(),
    clientId: z.string(),
    scope: z.string(),
  }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
