import { createHash, randomBytes } from 'node:crypto';

export const CLIENT_ID = 'praxis-web';
export const SCOPE = 'openid profile email offline_access';

/** A browser stand-in: keeps cookies, never follows redirects on its own. */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(readonly base: string) {}

  async request(
    path: string,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(new URL(path, this.base), {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return {
      status: response.status,
      location: response.headers.get('location'),
      text: await response.text(),
      headers: response.headers,
    };
  }
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
}

/**
 * Signs in through the built-in provider as a browser would (authorization code + PKCE) and returns the
 * tokens: API tests use genuine tokens, never hand-made ones.
 */
export function signIn(base: string, email: string, password: string): Promise<Tokens> {
  return authorize(new Browser(base), { email, password });
}

/**
 * The authorization code flow in `browser`: the sign-in form gets `credentials`; without them the provider
 * must sign the browser in on its own (a session, or the ticket a new password leaves).
 */
export async function authorize(
  browser: Browser,
  credentials?: { email: string; password: string },
): Promise<Tokens> {
  const { base } = browser;
  const { verifier, challenge } = pkce();
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: `${base}/callback`,
    scope: SCOPE,
    state: 'state',
    nonce: 'nonce',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const step = async (path: string, init?: Parameters<Browser['request']>[1]) => {
    const response = await browser.request(path, init);
    if (response.status >= 400)
      throw new Error(`sign-in step ${path} answered ${response.status}: ${response.text}`);
    return response;
  };
  let next = (await step(`/oidc/auth?${params}`)).location;
  // Redirects until the app's callback; the sign-in form, when one comes, gets the credentials.
  while (next && !next.startsWith(`${base}/callback`)) {
    const response = await step(next);
    if (response.location) {
      next = response.location;
      continue;
    }
    const action = /action="([^"]+)"/.exec(response.text)?.[1];
    if (!action || !credentials) throw new Error(`no way on from ${next}: ${response.text.slice(0, 200)}`);
    const signedIn = await step(action, { form: credentials });
    if (!signedIn.location) throw new Error(`sign-in as ${credentials.email} failed`);
    next = signedIn.location;
  }
  const code = next ? new URL(next).searchParams.get('code') : null;
  if (!code) throw new Error(`no code: ${next}`);
  const response = await step('/oidc/token', {
    form: {
      client_id: CLIENT_ID,
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${base}/callback`,
      code_verifier: verifier,
    },
  });
  return JSON.parse(response.text) as Tokens;
}
