import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type Provider from 'oidc-provider';
import { errors, type Interaction } from 'oidc-provider';
import { z } from 'zod';
import { cookieValue, type Language, pickLanguage, texts } from '../../i18n/sign-in.js';
import { TICKET_COOKIE } from './idp.links.js';
import { messagePage, signInPage } from './idp.pages.js';
import { MOUNT } from './idp.provider.js';
import type { SignInService } from './idp.service.js';

export interface MountedProvider {
  provider: Provider;
  handle: ReturnType<Provider['callback']>;
}

const interactionParams = z.object({ uid: z.string().min(1).max(100) });
const signInForm = z.object({
  email: z.string().trim().max(320).pipe(z.email()),
  password: z.string().min(1).max(200),
});

const FORM_BODY_LIMIT = 8 * 1024;

/**
 * Every route of the provider. Not rate-limited: sign-ins have their own throttle, per account and address
 * (idp.service.ts), and refreshing a token must not wait on a budget everyone behind one address shares.
 */
const PROVIDER_ROUTE = { access: 'public', rateLimit: false } as const;

/** The provider's own pages post plain HTML forms; nothing else reaches their routes. */
export function acceptForms(scope: FastifyInstance) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

export function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

function languageOf(interaction: Interaction | undefined, request: FastifyRequest): Language {
  return pickLanguage(interaction?.params.ui_locales, request.headers.cookie);
}

function expiredPage(reply: FastifyReply, lang: Language, back: string) {
  const t = texts[lang];
  return sendPage(reply, 400, messagePage({ lang, title: t.expiredTitle, text: t.expiredText, back }));
}

const loginAction = (uid: string) => `${MOUNT}/interaction/${encodeURIComponent(uid)}/login`;

/**
 * The provider's endpoints under /oidc, and the sign-in page it sends browsers to.
 * `current()` answers the provider in use: it is rebuilt when the signing keys change.
 */
export async function idpRoutes(
  app: FastifyInstance,
  opts: {
    current: () => MountedProvider;
    signIn: SignInService;
    publicUrl: string;
    /** The account a sign-in ticket (set with a new password) signs in, once. */
    redeemTicket: (ticket: string) => Promise<string | undefined>;
  },
) {
  await app.register(async (scope) => {
    // The provider reads request bodies itself, so they must reach it unread.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({
      method: ['DELETE', 'GET', 'OPTIONS', 'PATCH', 'POST', 'PUT'],
      url: `${MOUNT}/*`,
      config: PROVIDER_ROUTE,
      // The provider reads the query itself: the schema is here so that it meets the contract's rule for text
      // first, as every route's query does (app.ts). Bodies it reads meet it in the adapter.
      schema: { hide: true, querystring: z.unknown() },
      handler: async (request, reply) => {
        reply.hijack();
        // The provider routes on paths relative to its mount and finds the mount again in `originalUrl`
        // when it builds URLs. The app's routes ignore case; the URLs it hands out use the issuer's.
        const raw = request.raw as IncomingMessage & { originalUrl?: string };
        raw.url = (raw.url ?? MOUNT).slice(MOUNT.length) || '/';
        raw.originalUrl = `${MOUNT}${raw.url}`;
        await opts.current().handle(raw, reply.raw);
      },
    });
  });

  await app.register(async (scope) => {
    acceptForms(scope);
    // A person reads these answers: every failure is a page, never the API's JSON error body.
    scope.setErrorHandler(async (error: FastifyError, request, reply) => {
      if (error instanceof errors.SessionNotFound) {
        return expiredPage(reply, languageOf(undefined, request), opts.publicUrl);
      }
      if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'body') {
        const { provider } = opts.current();
        const interaction = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
        const lang = languageOf(interaction, request);
        if (!interaction) return expiredPage(reply, lang, opts.publicUrl);
        const email = (request.body as { email?: unknown } | undefined)?.email;
        return sendPage(
          reply,
          400,
          signInPage({
            lang,
            action: loginAction(interaction.uid),
            email: typeof email === 'string' ? email : undefined,
            error: texts[lang].invalidForm,
          }),
        );
      }
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'sign-in page failed');
      const lang = languageOf(undefined, request);
      const t = texts[lang];
      return sendPage(
        reply,
        status,
        messagePage({ lang, title: t.errorTitle, text: t.errorText, back: opts.publicUrl }),
      );
    });

    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.get(
      `${MOUNT}/interaction/:uid`,
      { config: PROVIDER_ROUTE, schema: { hide: true, params: interactionParams } },
      async (request, reply) => {
        const { provider } = opts.current();
        const interaction = await provider.interactionDetails(request.raw, reply.raw);
        if (interaction.prompt.name !== 'login') {
          // Only the consent prompt remains, and Praxis' own web app needs no consent.
          reply.hijack();
          return provider.interactionFinished(request.raw, reply.raw, { consent: {} });
        }
        const ticket = cookieValue(request.headers.cookie, TICKET_COOKIE);
        const ticketAccount = ticket ? await opts.redeemTicket(ticket) : undefined;
        if (ticket)
          reply.raw.setHeader('set-cookie', `${TICKET_COOKIE}=; Path=${MOUNT}/interaction; Max-Age=0`);
        if (ticketAccount) {
          reply.hijack();
          return provider.interactionFinished(
            request.raw,
            reply.raw,
            { login: { accountId: ticketAccount, remember: true } },
            { mergeWithLastSubmission: false },
          );
        }
        const loginHint = interaction.params.login_hint;
        return sendPage(
          reply,
          200,
          signInPage({
            lang: languageOf(interaction, request),
            action: loginAction(interaction.uid),
            email: typeof loginHint === 'string' ? loginHint : undefined,
          }),
        );
      },
    );

    r.post(
      `${MOUNT}/interaction/:uid/login`,
      { config: PROVIDER_ROUTE, schema: { hide: true, params: interactionParams, body: signInForm } },
      async (request, reply) => {
        const { provider } = opts.current();
        const interaction = await provider.interactionDetails(request.raw, reply.raw);
        const lang = languageOf(interaction, request);
        const { email, password } = request.body;
        const result = await opts.signIn.signIn(email, password, request.ip);
        if (result.kind !== 'signed-in') {
          const blocked = result.kind === 'blocked';
          if (blocked) reply.header('retry-after', String(result.seconds));
          return sendPage(
            reply,
            blocked ? 429 : 401,
            signInPage({
              lang,
              action: loginAction(interaction.uid),
              email,
              error: blocked ? texts[lang].tooManyAttempts(result.seconds) : texts[lang].wrongCredentials,
            }),
          );
        }
        reply.hijack();
        return provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId: result.accountId, remember: true } },
          { mergeWithLastSubmission: false },
        );
      },
    );
  });
}
