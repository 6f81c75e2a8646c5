import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../lib/text.js';
import { messagePage, signInPage } from './idp.pages.js';

const hostile = `"><script>alert('x')</script>&`;

describe('sign-in pages', () => {
  it('escape every interpolated value', () => {
    const html = signInPage({
      lang: 'en',
      action: `/oidc/interaction/${hostile}/login`,
      email: hostile,
      error: hostile,
    });
    expect(html).not.toContain('<script');
    expect(html).toContain(escapeHtml(hostile));
    expect(messagePage({ lang: 'nb', title: hostile, text: hostile, back: hostile })).not.toContain(
      '<script',
    );
  });

  it('put the cursor where the person types next', () => {
    expect(signInPage({ lang: 'en', action: '/a' })).toMatch(/id="email"[^>]*autofocus/);
    expect(signInPage({ lang: 'en', action: '/a', email: 'ada@example.com' })).toMatch(
      /id="password"[^>]*autofocus/,
    );
  });
});
