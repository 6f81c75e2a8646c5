import { newPasswordSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@praxis/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Language, pickLanguage, texts, toLanguage } from '../../i18n/sign-in.js';
import { type LinkState, PASSWORD_PATH, TICKET_COOKIE } from './idp.links.js';
import { choosePasswordPage, FORGOT_PASSWORD_PATH, forgotPasswordPage, messagePage } from './idp.pages.js';
import { isCommonPassword } from './idp.password.js';
import { acceptForms, sendPage } from './idp.routes.js';
import type { attemptLimiter } from './idp.service.js';

/** What the link pages need from the passwords module (which owns the links' meaning). */
export interface LinkPagesService {
  mailEnabled: boolean;
  describeLink(
    token: string,
  ): Promise<
    | { state: 'unknown' }
    | { state: LinkState; purpose: 'invitation' | 'reset'; user: { email: string; language: string } }
  >;
  setWithLink(token: string, password: string): Promise<{ ticket: string } | undefined>;
  requestReset(email: string): Promise<void>;
}

const tokenParams = z.object({ token: z.string().min(1).max(200) });
const langQuery = z.object({ lang: z.string().max(10).optional() });
// Checked by hand below, so that a short password shows on the page rather than as a bare 400.
const passwordForm = z.object({
  password: z.string().max(1000).default(''),
  repeat: z.string().max(1000).default(''),
});
const forgotForm = z.object({ email: z.string().max(1000).default('') });
const emailSchema = z.string().trim().max(320).pipe(z.email());

const TICKET_MAX_AGE_S = 10 * 60;

/**
 * The pages of the one-time links (choose a password) and of 'Forgot password?', served by the built-in
 * provider beside its sign-in page: same look, no scripts, both languages.
 */
export async function idpLinkRoutes(
  app: FastifyInstance,
  opts: { service: LinkPagesService; publicUrl: string; limiter: ReturnType<typeof attemptLimiter> },
) {
  const { service, publicUrl } = opts;
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  const languageFor = (request: FastifyRequest, preferred?: string): Language =>
    toLanguage((request.query as { lang?: string }).lang ?? '') ??
    (preferred ? toLanguage(preferred) : undefined) ??
    pickLanguage(undefined, request.headers.cookie);

  const brokenLink = (reply: FastifyReply, lang: Language, state: LinkState) => {
    const t = texts[lang];
    const [title, text] =
      state === 'used'
        ? [t.linkUsedTitle, t.linkUsedText]
        : state === 'expired'
          ? [t.linkExpiredTitle, t.linkExpiredText]
          : [t.linkUnknownTitle, t.linkUnknownText];
    return sendPage(
      reply,
      state === 'unknown' ? 404 : 410,
      messagePage({ lang, title, text, back: publicUrl }),
    );
  };

  await app.register(async (scope) => {
    acceptForms(scope);
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const options = {
      config: { access: 'public' as const },
      schema: { hide: true, params: tokenParams, querystring: langQuery },
    };

    r.get(`${PASSWORD_PATH}/:token`, options, async (request, reply) => {
      const link = await service.describeLink(request.params.token);
      const lang = languageFor(request, 'user' in link ? link.user.language : undefined);
      if (link.state !== 'valid' || !('user' in link)) return brokenLink(reply, lang, link.state);
      return sendPage(
        reply,
        200,
        choosePasswordPage({
          lang,
          action: `${PASSWORD_PATH}/${request.params.token}?lang=${lang}`,
          purpose: link.purpose,
          email: link.user.email,
          minLength: PASSWORD_MIN_LENGTH,
        }),
      );
    });

    r.post(
      `${PASSWORD_PATH}/:token`,
      { ...options, schema: { ...options.schema, body: passwordForm } },
      async (request, reply) => {
        const { token } = request.params;
        const link = await service.describeLink(token);
        if (link.state !== 'valid' || !('user' in link))
          return brokenLink(reply, languageFor(request), link.state);
        const lang = languageFor(request, link.user.language);
        const t = texts[lang];
        const { password, repeat } = request.body;
        const error = !newPasswordSchema.safeParse(password).success
          ? password.length < PASSWORD_MIN_LENGTH
            ? t.passwordTooShort(PASSWORD_MIN_LENGTH)
            : t.passwordTooLong(PASSWORD_MAX_LENGTH)
          : (await isCommonPassword(password))
            ? t.passwordCommon
            : password !== repeat
              ? t.passwordsDiffer
              : undefined;
        if (error) {
          return sendPage(
            reply,
            400,
            choosePasswordPage({
              lang,
              action: `${PASSWORD_PATH}/${token}?lang=${lang}`,
              purpose: link.purpose,
              email: link.user.email,
              minLength: PASSWORD_MIN_LENGTH,
              error,
            }),
          );
        }
        const done = await service.setWithLink(token, password);
        // Another tab used the link in between.
        if (!done) return brokenLink(reply, lang, 'used');
        return reply
          .code(303)
          .header(
            'set-cookie',
            `${TICKET_COOKIE}=${done.ticket}; Path=/oidc/interaction; Max-Age=${TICKET_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`,
          )
          .header('cache-control', 'no-store')
          .redirect(`${publicUrl}/login`, 303);
      },
    );

    const forgotOptions = {
      config: { access: 'public' as const },
      schema: { hide: true, querystring: langQuery },
    };
    // Without mail there is nothing to send: the page says whom to ask instead, for GET and POST alike.
    const noMail = (reply: FastifyReply, lang: Language) => {
      const t = texts[lang];
      return sendPage(
        reply,
        200,
        messagePage({ lang, title: t.forgotTitle, text: t.forgotNoMail, back: publicUrl }),
      );
    };
    r.get(FORGOT_PASSWORD_PATH, forgotOptions, async (request, reply) => {
      const lang = languageFor(request);
      if (!service.mailEnabled) return noMail(reply, lang);
      return sendPage(reply, 200, forgotPasswordPage({ lang }));
    });

    r.post(
      FORGOT_PASSWORD_PATH,
      { ...forgotOptions, schema: { ...forgotOptions.schema, body: forgotForm } },
      async (request, reply) => {
        const lang = languageFor(request);
        if (!service.mailEnabled) return noMail(reply, lang);
        const t = texts[lang];
        const email = emailSchema.safeParse(request.body.email);
        if (!email.success) {
          return sendPage(
            reply,
            400,
            forgotPasswordPage({ lang, email: request.body.email, error: t.invalidEmail }),
          );
        }
        // Counted whether or not the address has an account, so that the limit tells nothing either.
        if ((await opts.limiter.wait(email.data, request.ip)) > 0) {
          return sendPage(
            reply,
            429,
            forgotPasswordPage({ lang, email: email.data, error: t.tooManyResets }),
          );
        }
        await opts.limiter.record(email.data, request.ip);
        await service.requestReset(email.data);
        return sendPage(
          reply,
          200,
          messagePage({ lang, title: t.forgotSentTitle, text: t.forgotSentText, back: publicUrl }),
        );
      },
    );
  });
}
