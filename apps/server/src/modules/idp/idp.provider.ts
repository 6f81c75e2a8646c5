import type { FastifyBaseLogger } from 'fastify';
import type { JWK } from 'jose';
import Provider, {
  type Configuration,
  errors,
  type KoaContextWithOIDC,
  type Account as OidcAccount,
} from 'oidc-provider';
import type { Config } from '../../config.js';
import { pickLanguage, texts } from '../../i18n/sign-in.js';
import { databaseAdapter } from './idp.adapter.js';
import { SIGNING_ALG } from './idp.keys.js';
import { messagePage, signOutPage } from './idp.pages.js';
import type { Account, IdpRepository } from './idp.repository.js';

/** Where the provider is mounted inside the app; the issuer is the public URL plus this. */
export const MOUNT = '/oidc';

const DAY = 24 * 60 * 60;
export const LIFETIMES = {
  accessToken: 15 * 60,
  authorizationCode: 60,
  idToken: 60 * 60,
  interaction: 60 * 60,
  session: 14 * DAY,
  grant: 14 * DAY,
  refreshToken: 14 * DAY,
};

const SCOPE = 'openid profile email offline_access';

export interface ProviderOptions {
  config: Config;
  repository: IdpRepository;
  jwks: { keys: JWK[] };
  cookieKeys: string[];
  log: FastifyBaseLogger;
}

export function issuerOf(config: Config): string {
  return `${config.publicUrl}${MOUNT}`;
}

function profileClaims(account: Account) {
  const fullName = [account.firstName, account.lastName].filter(Boolean).join(' ');
  return {
    email: account.email,
    name: account.displayName ?? (fullName || account.email),
    given_name: account.firstName ?? undefined,
    family_name: account.lastName ?? undefined,
  };
}

function languageOf(ctx: KoaContextWithOIDC) {
  return pickLanguage(ctx.oidc?.params?.ui_locales, ctx.get('cookie'));
}

export function createProvider(options: ProviderOptions): Provider {
  const { config, repository } = options;
  // The API is the one resource server; its base URL names it as a resource indicator (which must be a URI),
  // while the tokens carry the configured audience.
  const resource = config.publicUrl;

  const findAccount = async (_ctx: KoaContextWithOIDC, sub: string): Promise<OidcAccount | undefined> => {
    const account = await repository.findAccount(sub);
    if (!account) return undefined;
    return {
      accountId: sub,
      claims: () => ({
        sub,
        ...profileClaims(account),
        // Built-in accounts are created by an administrator or the demo seed, who vouch for the address.
        email_verified: true,
        locale: account.language,
      }),
    };
  };

  const configuration: Configuration = {
    adapter: databaseAdapter(repository),
    jwks: options.jwks,
    cookies: { keys: options.cookieKeys },
    clients: [
      {
        client_id: config.oidcClientId,
        client_name: 'Praxis',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${config.publicUrl}/callback`, `${config.publicUrl}/silent-renew`],
        post_logout_redirect_uris: [config.publicUrl, `${config.publicUrl}/`],
        id_token_signed_response_alg: SIGNING_ALG,
      },
    ],
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'locale'],
      email: ['email', 'email_verified'],
    },
    // The web app reads the user from the ID token; it has no userinfo call to make.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    findAccount,
    extraTokenClaims: async (ctx, token) => {
      const account = 'accountId' in token ? await repository.findAccount(token.accountId) : undefined;
      // When the person signed in, carried over refreshes too, so the API can tell a new sign-in (last
      // sign-in of the accesses page) from a renewed token without storing anything per request.
      const { AuthorizationCode, RefreshToken } = ctx.oidc.entities;
      const authTime = AuthorizationCode?.authTime ?? RefreshToken?.authTime;
      // `sid` names the session the token belongs to, so that /settings/login can mark the current one.
      const sid =
        'sessionUid' in token && typeof token.sessionUid === 'string' ? token.sessionUid : undefined;
      // email_verified as in the ID token: the API claims invitations only with a verified address.
      return account
        ? { ...profileClaims(account), email_verified: true, auth_time: authTime, sid }
        : undefined;
    },
    // The only client is Praxis' own web app: it gets what it asks for without a consent screen.
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx;
      const client = oidc.client as NonNullable<typeof oidc.client>;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
      const grant =
        (grantId ? await oidc.provider.Grant.find(grantId) : undefined) ??
        new oidc.provider.Grant({ clientId: client.clientId, accountId: oidc.account?.accountId });
      grant.addOIDCScope(oidc.requestParamOIDCScopes);
      grant.addOIDCClaims(oidc.requestParamClaims);
      for (const [indicator, server] of Object.entries(oidc.resourceServers ?? {})) {
        if (server.scope) grant.addResourceScope(indicator, server.scope);
      }
      await grant.save();
      return grant;
    },
    // Silent renewal uses refresh tokens too, not only offline access.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    ttl: {
      AccessToken: LIFETIMES.accessToken,
      AuthorizationCode: LIFETIMES.authorizationCode,
      IdToken: LIFETIMES.idToken,
      Interaction: LIFETIMES.interaction,
      Session: LIFETIMES.session,
      Grant: LIFETIMES.grant,
      // Rotation hands out a new refresh token on every use; it inherits the rest of the old one's life,
      // so a stolen token cannot be kept alive forever.
      RefreshToken: (ctx) => ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? LIFETIMES.refreshToken,
    },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            scope: SCOPE,
            audience: config.oidcAudience,
            accessTokenTTL: LIFETIMES.accessToken,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: SIGNING_ALG } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = signOutPage(languageOf(ctx), form);
        },
        postLogoutSuccessSource: (ctx) => {
          const lang = languageOf(ctx);
          const t = texts[lang];
          ctx.type = 'html';
          ctx.body = messagePage({
            lang,
            title: t.signedOutTitle,
            text: t.signedOutText,
            back: config.publicUrl,
          });
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${MOUNT}/interaction/${interaction.uid}` },
    renderError: (ctx, out) => {
      const lang = languageOf(ctx);
      const t = texts[lang];
      ctx.type = 'html';
      ctx.body = messagePage({
        lang,
        title: t.errorTitle,
        text: out.error_description ?? t.errorText,
        back: config.publicUrl,
      });
    },
  };

  const provider = new Provider(issuerOf(config), configuration);
  // Behind a reverse proxy (TRUST_PROXY) the provider must read X-Forwarded-* as the app does.
  provider.proxy = config.trustProxy;
  provider.on('server_error', (_ctx: unknown, error: Error) => {
    options.log.error({ err: error }, 'sign-in provider failed');
  });
  return provider;
}
