import { type Language, texts } from '../../i18n/sign-in.js';
import { escapeHtml } from '../../lib/text.js';

// The pages live under the app's Content-Security-Policy: no scripts at all, no external resources,
// inline style only.

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;
font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;font-size:16px;
line-height:1.55;color:#212529;background:#f1f3f5}
main{width:100%;max-width:400px;background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:32px;
box-shadow:0 1px 3px rgba(0,0,0,.05),0 10px 15px -5px rgba(0,0,0,.05)}
.brand{margin:0 0 4px;font-weight:700;font-size:14px;letter-spacing:.08em;text-transform:uppercase;color:#1c7ed6}
h1{margin:0 0 24px;font-size:24px;line-height:1.3}
label{display:block;margin:0 0 4px;font-size:14px;font-weight:500}
input{display:block;width:100%;margin:0 0 16px;padding:8px 12px;font:inherit;border:1px solid #ced4da;
border-radius:4px;background:#fff;color:inherit}
input:focus{outline:2px solid #228be6;outline-offset:-1px;border-color:#228be6}
button,.button{display:block;width:100%;padding:10px 16px;font:inherit;font-weight:600;text-align:center;
text-decoration:none;border:0;border-radius:4px;background:#228be6;color:#fff;cursor:pointer}
button:hover,.button:hover{background:#1c7ed6}
button:focus-visible,.button:focus-visible{outline:2px solid #1864ab;outline-offset:2px}
button.secondary{margin-top:8px;background:#fff;color:#212529;border:1px solid #ced4da}
button.secondary:hover{background:#f8f9fa}
.alert{margin:0 0 16px;padding:10px 12px;border-radius:4px;background:#fff5f5;border:1px solid #ffc9c9;
color:#c92a2a;font-size:14px}
p{margin:0 0 16px}
.hint{margin:-12px 0 16px;font-size:14px;color:#495057}
.aside{margin:16px 0 0;text-align:center;font-size:14px}
a{color:#1971c2}
`;

function page(lang: Language, title: string, content: string): string {
  return `<!doctype html>
<html lang="${lang === 'nb' ? 'nb' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">Praxis</p>
<h1>${escapeHtml(title)}</h1>
${content}
</main>
</body>
</html>
`;
}

function alert(message: string | undefined): string {
  return message ? `<p class="alert" role="alert">${escapeHtml(message)}</p>` : '';
}

/** Where 'Forgot password?' leads; the page speaks the sign-in page's language. */
export const FORGOT_PASSWORD_PATH = '/oidc/forgot-password';
const forgotLink = (lang: Language) =>
  `<p class="aside"><a href="${FORGOT_PASSWORD_PATH}?lang=${lang}">${escapeHtml(texts[lang].forgotPassword)}</a></p>`;

export function signInPage(options: {
  lang: Language;
  action: string;
  email?: string;
  error?: string;
}): string {
  const t = texts[options.lang];
  return page(
    options.lang,
    t.signInTitle,
    `${alert(options.error)}<form method="post" action="${escapeHtml(options.action)}" novalidate>
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" required${options.email ? '' : ' autofocus'} value="${escapeHtml(options.email ?? '')}">
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${options.email ? ' autofocus' : ''}>
<button type="submit">${escapeHtml(t.signIn)}</button>
</form>${forgotLink(options.lang)}`,
  );
}

export function forgotPasswordPage(options: { lang: Language; email?: string; error?: string }): string {
  const t = texts[options.lang];
  return page(
    options.lang,
    t.forgotTitle,
    `${alert(options.error)}<p>${escapeHtml(t.forgotText)}</p>
<form method="post" action="${FORGOT_PASSWORD_PATH}?lang=${options.lang}" novalidate>
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(options.email ?? '')}">
<button type="submit">${escapeHtml(t.sendLink)}</button>
</form>`,
  );
}

/** The page of an invitation or reset link: the new password twice. */
export function choosePasswordPage(options: {
  lang: Language;
  action: string;
  purpose: 'invitation' | 'reset';
  email: string;
  minLength: number;
  error?: string;
}): string {
  const t = texts[options.lang];
  const invitation = options.purpose === 'invitation';
  return page(
    options.lang,
    invitation ? t.invitationTitle : t.resetTitle,
    `${alert(options.error)}<p>${escapeHtml(invitation ? t.invitationText(options.email) : t.resetText(options.email))}</p>
<form method="post" action="${escapeHtml(options.action)}" novalidate>
<label for="username">${escapeHtml(t.email)}</label>
<input id="username" name="username" type="email" autocomplete="username" value="${escapeHtml(options.email)}" readonly>
<label for="password">${escapeHtml(t.newPassword)}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${options.minLength}" aria-describedby="password-rule" autofocus>
<p class="hint" id="password-rule">${escapeHtml(t.passwordRule(options.minLength))}</p>
<label for="repeat">${escapeHtml(t.repeatPassword)}</label>
<input id="repeat" name="repeat" type="password" autocomplete="new-password" required>
<button type="submit">${escapeHtml(t.savePassword)}</button>
</form>`,
  );
}

/** A page that explains and offers a way back to the app. */
export function messagePage(options: { lang: Language; title: string; text: string; back?: string }): string {
  const t = texts[options.lang];
  const back = options.back
    ? `<a class="button" href="${escapeHtml(options.back)}">${escapeHtml(t.backToPraxis)}</a>`
    : '';
  return page(options.lang, options.title, `<p>${escapeHtml(options.text)}</p>${back}`);
}

/**
 * A page that asks before it acts: one button posts an empty form to `action`. For links in mails, whose
 * GET a mail scanner may follow on its own: only the person's click changes anything.
 */
export function confirmPage(options: {
  lang: Language;
  title: string;
  text: string;
  action: string;
  button: string;
}): string {
  return page(
    options.lang,
    options.title,
    `<p>${escapeHtml(options.text)}</p>
<form method="post" action="${escapeHtml(options.action)}">
<button type="submit" autofocus>${escapeHtml(options.button)}</button>
</form>`,
  );
}

/** `form` is oidc-provider's hidden form (id `op.logoutForm`, with its xsrf token); the buttons submit it. */
export function signOutPage(lang: Language, form: string): string {
  const t = texts[lang];
  return page(
    lang,
    t.signOutTitle,
    `${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${escapeHtml(t.signOut)}</button>
<button type="submit" form="op.logoutForm" class="secondary">${escapeHtml(t.staySignedIn)}</button>`,
  );
}
