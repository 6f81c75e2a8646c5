import { z } from 'zod';

/** What `/config.json` tells the web app before its first render. */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string(),
  apiVersion: z.union([z.literal(1), z.literal(2)]),
  oidc: z.object({
    authority: z.string(),
    clientId: z.string(),
    scope: z.string(),
  }),
  /** Off without SMTP_URL: screens then share invitation and reset links instead of promising a mail. */
  mail: z.object({ enabled: z.boolean() }),
  /** True while an installation with the built-in provider has no company: every page leads to /setup. */
  setupRequired: z.boolean(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
