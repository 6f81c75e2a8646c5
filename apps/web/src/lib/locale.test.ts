import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageOfLocale, localeOf, readLocaleCookie, writeLocaleCookie } from './locale';

describe('locale cookie', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps the chosen language for 365 days on the whole site, sent along by top-level navigations', () => {
    const setCookie = vi.spyOn(document, 'cookie', 'set');
    writeLocaleCookie('nb');
    expect(setCookie).toHaveBeenCalledWith('praxis_locale=nb; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(31536000).toBe(365 * 24 * 60 * 60);
  });

  it('reads en and nb and ignores anything else', () => {
    expect(readLocaleCookie('a=1; praxis_locale=nb; b=2')).toBe('nb');
    expect(readLocaleCookie('praxis_locale=en')).toBe('en');
    expect(readLocaleCookie('praxis_locale=de')).toBeNull();
    expect(readLocaleCookie('')).toBeNull();
  });

  it('maps the interface languages to the locales of the user record and back', () => {
    expect(localeOf('en')).toBe('en-US');
    expect(localeOf('nb')).toBe('nb-NO');
    expect(languageOfLocale('nb-NO')).toBe('nb');
    expect(languageOfLocale('en-US')).toBe('en');
  });
});
