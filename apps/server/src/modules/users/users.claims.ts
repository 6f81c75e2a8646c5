import type { JWTPayload } from 'jose';

/** What a sign-in token says of a person: who they are, and what provisioning and sign-in take from it. */
export interface AccessClaims extends JWTPayload {
  sub: string;
  email?: string;
  /** Whether the provider checked that `email` is the person's; a few providers send the string. */
  email_verified?: boolean | string;
  name?: string;
  given_name?: string;
  family_name?: string;
  preferred_username?: string;
  /** BCP 47, e.g. `nb-NO`: the person's language at the provider, when it says. */
  locale?: string;
}
