import { afterEach, describe, expect, it, vi } from 'vitest';
import { fallbackReady, i18n } from './i18n';
import { writeLocaleCookie } from './locale';

describe('i18n', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('starts in English with Norwegian Bokmål as its fallback', async () => {
    await fallbackReady;
    expect(i18n.language).toBe('en');
    // A text English lacks is the Norwegian one.
    i18n.addResource('nb', 'translation', 'onlyInNorwegian', 'Bare på norsk');
    expect(i18n.t('onlyInNorwegian' as never)).toBe('Bare på norsk');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
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

describe('Norwegian sentences', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('write a name that heads a list in lower case inside a sentence, and compounds as one word', async () => {
    await i18n.changeLanguage('nb');
    const assets = i18n.t('items.categories.Assets.plural');
    expect(i18n.t('toolbox.searchIn', { category: assets })).toBe('Søk i eiendeler');
    expect(i18n.t('toolbox.list', { category: assets })).toBe('Liste over eiendeler');
    expect(i18n.t('maturity.classes.Target')).toBe('Målmodenhet');
    expect(i18n.t('maturity.commentOf', { class: i18n.t('maturity.classes.Current') })).toBe(
      'Kommentar til nåværende modenhet',
    );
    expect(i18n.t('maturity.commentOf', { class: i18n.t('maturity.classes.Target') })).toBe(
      'Kommentar til målmodenhet',
    );
    expect(i18n.t('items.categories.Assets.createNew')).toBe('Opprett ny eiendel');
    expect(i18n.t('items.categories.Products.createNew')).toBe('Opprett nytt produkt');
    expect(i18n.t('work.roles.responsible')).toBe('Utførende');
    expect(i18n.t('work.roles.accountable')).toBe('Ansvarlig');
  });

  it('leave the English wording as it was, bar the lower case a sentence needs', () => {
    expect(i18n.t('toolbox.searchIn', { category: i18n.t('items.categories.Assets.plural') })).toBe(
      'Search Assets',
    );
    expect(i18n.t('maturity.commentOf', { class: i18n.t('maturity.classes.Current') })).toBe(
      'Comment on current maturity',
    );
  });
});

describe('the first interface language', () => {
  afterEach(() => {
    vi.resetModules();
  });

  it('is English for a browser set to Norwegian without the cookie', async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'nb-NO', languages: ['nb-NO', 'nb'] });
    vi.resetModules();
    const fresh = await import('./i18n');
    await fresh.translationsLoaded;
    expect(fresh.i18n.language).toBe('en');
  });

  it('is the one kept in the locale cookie', async () => {
    writeLocaleCookie('nb');
    vi.resetModules();
    const fresh = await import('./i18n');
    await fresh.translationsLoaded;
    expect(fresh.i18n.language).toBe('nb');
    expect(fresh.i18n.t('specifications.title')).toBe('Spesifikasjoner');
    expect(fresh.currentLocale()).toBe('nb-NO');
  });

  it("name a problem's codes in words: the role and the statuses a server message sends as codes", async () => {
    await i18n.changeLanguage('nb');
    expect(i18n.t('messages.auditorHasOtherRole', { role: 'User' })).toBe(
      'Denne personen har allerede rollen «Bruker» i virksomheten: tilgang som revisor er for folk utenfra',
    );
    expect(i18n.t('messages.findingStepNotAllowed', { from: 'closed', to: 'in-progress' })).toBe(
      'Et funn med status «Lukket» kan ikke flyttes til «Under arbeid»',
    );
  });
});
