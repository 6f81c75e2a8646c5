import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { useMessageText } from './useMessageText';

describe('useMessageText', () => {
  it("says a rate limit's refusal in the interface language, whatever limit and wait the server named", async () => {
    const refusal = {
      code: 'rate_limited' as const,
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
