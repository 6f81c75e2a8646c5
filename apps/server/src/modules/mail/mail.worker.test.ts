import { describe, expect, it } from 'vitest';
import { isPermanentFailure } from './mail.transport.js';
import { MAIL_WORKER_TIMING, retryDelay } from './mail.worker.js';

describe('retryDelay', () => {
  const timing = { ...MAIL_WORKER_TIMING, retryBaseMs: 1000, retryMaxMs: 60_000 };

  it('doubles after every failure, spread by at most a fifth either way, and stops growing at the maximum', () => {
    const within = (ms: number, expected: number) => ms >= expected * 0.8 && ms <= expected * 1.2;
    for (let round = 0; round < 50; round++) {
      expect(within(retryDelay(1, timing), 1000)).toBe(true);
      expect(within(retryDelay(2, timing), 2000)).toBe(true);
      expect(within(retryDelay(5, timing), 16_000)).toBe(true);
      expect(within(retryDelay(40, timing), 60_000)).toBe(true);
    }
  });
});

describe('isPermanentFailure', () => {
  // Shaped as nodemailer reports them (code, responseCode).
  it.each([
    [{ code: 'EENVELOPE', responseCode: 550 }, true],
    [{ code: 'EMESSAGE', responseCode: 554 }, true],
    [{ code: 'EENVELOPE' }, true],
    [{ code: 'EENVELOPE', responseCode: 450 }, false],
    [{ code: 'EAUTH', responseCode: 535 }, false],
    [{ code: 'ESOCKET' }, false],
    [{ code: 'ECONNECTION' }, false],
    [new Error('anything else'), false],
  ])('%o → %s', (error, permanent) => {
    expect(isPermanentFailure(error)).toBe(permanent);
  });
});
