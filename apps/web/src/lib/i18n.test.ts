import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n';
import { writeLocaleCookie } from './locale';

describe('i18n', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('starts in English with Norwegian Bokmål as the fallback', () => {
    expect(i18n.language).toBe('en');
    expect(i18n.options.fallbackLng).toEqual(['nb']);
    expect(i18n.t('specifications.title')).toBe('Specifications');
    expect(document.documentElement.lang).toBe('en');
  });

  it('switches the texts and the document language to Norwegian Bokmål', async () => {
    await i18n.changeLanguage('nb');
    expect(i18n.t('specifications.title')).toBe('Spesifikasjoner');
    expect(i18n.t('sections.system-configuration')).toBe('Systemkonfigurasjon');
    expect(document.documentElement.lang).toBe('nb');
  });
});

describe('the first interface language', () => {
  afterEach(() => {
    vi.resetModules();
  });

  it('I18N-04 K-27: is English for a browser set to Norwegian without the cookie', async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'nb-NO', languages: ['nb-NO', 'nb'] });
    vi.resetModules();
    const fresh = await import('./i18n');
    expect(fresh.i18n.language).toBe('en');
  });

  it('is the one kept in the locale cookie', async () => {
    writeLocaleCookie('nb');
    vi.resetModules();
    const fresh = await import('./i18n');
    expect(fresh.i18n.language).toBe('nb');
    expect(fresh.currentLocale()).toBe('nb-NO');
  });
});
