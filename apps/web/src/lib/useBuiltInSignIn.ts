import { useRuntimeConfig } from './useRuntimeConfig';

/**
 * True with the built-in sign-in provider (the app is its own issuer): Praxis then owns passwords, links
 * and sessions. An external provider keeps those to itself.
 */
export function useBuiltInSignIn(): boolean {
  const { apiBaseUrl, oidc } = useRuntimeConfig();
  return oidc.authority === `${apiBaseUrl}/oidc`;
}
