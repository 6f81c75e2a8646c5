import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { useMessageText } from './useMessageText';

describe('useMessageText', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('says a full storage quota and a refusal to assign a person without access in the interface language', async () => {
    const quota = {
      code: 'storage_quota_exceeded' as const,
      messageCode: 'storageQuotaExceeded' as const,
      message: "The file (0.5 MB) does not fit in the company's storage quota of 1 MB: 0.6 MB is in use",
    };
    const noAccess = {
      messageCode: 'noAccessYet' as const,
      message: 'This person has no access to the company yet',
    };
    const { result } = renderHook(() => useMessageText());
    expect(result.current(quota)).toMatch(/^The file does not fit in the company's storage quota/);
    expect(result.current(noAccess)).toBe('This person has no access to the company yet');
    await i18n.changeLanguage('nb');
    const { result: norwegian } = renderHook(() => useMessageText());
    expect(norwegian.current(quota)).toMatch(/^Filen får ikke plass innenfor virksomhetens lagringskvote/);
    expect(norwegian.current(noAccess)).toBe('Denne personen har ikke tilgang til virksomheten ennå');
  });

  it("says a rate limit's refusal in the interface language, whatever limit and wait the server named", async () => {
    const refusal = {
      code: 'rate_limited' as const,
      messageCode: 'rateLimited' as const,
      messageParams: { max: 600, after: '42 seconds' },
      message: 'Too many requests: at most 600 a minute. Try again in 42 seconds',
    };
    const { result } = renderHook(() => useMessageText());
    expect(result.current(refusal)).toBe('Too many requests in a short time. Wait a minute and try again');
    await i18n.changeLanguage('nb');
    const { result: norwegian } = renderHook(() => useMessageText());
    expect(norwegian.current(refusal)).toBe(
      'For mange forespørsler på kort tid. Vent et minutt, og prøv igjen',
    );
  });

  it('shows a message it does not know as the server wrote it', () => {
    const { result } = renderHook(() => useMessageText());
    expect(
      result.current({ code: 'payload_too_large', message: 'The file is larger than the limit of 10 MB' }),
    ).toBe('The file is larger than the limit of 10 MB');
  });
});
