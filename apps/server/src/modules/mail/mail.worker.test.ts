import type { JobWithMetadata } from 'pg-boss';
import { describe, expect, it, vi } from 'vitest';
import { isPermanentFailure } from './mail.transport.js';
import { MAIL_TIMING, type MailJob, mailWorker } from './mail.worker.js';

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

describe('mailWorker', () => {
  const data: MailJob = {
    companyId: 'c1',
    to: 'ola@example.com',
    template: 'invitation',
    language: 'en-US',
    subject: 'Hi',
    text: 'Text',
    html: '<p>Text</p>',
  };
  const job = (retryCount: number, retryLimit = 5) =>
    ({ id: 'j1', data, retryCount, retryLimit }) as JobWithMetadata<MailJob>;
  const failing = (error: unknown) => ({ send: vi.fn().mockRejectedValue(error), close: () => {} });
  const log = () => ({ debug: vi.fn(), warn: vi.fn(), error: vi.fn() });

  it('sends the rendered mail and completes the job', async () => {
    const transport = { send: vi.fn().mockResolvedValue(undefined), close: () => {} };
    const outcome = await mailWorker(transport, log(), MAIL_TIMING).handle(job(0));
    expect(transport.send).toHaveBeenCalledWith({
      to: data.to,
      subject: 'Hi',
      text: 'Text',
      html: '<p>Text</p>',
    });
    expect(outcome).toEqual({ status: 'completed' });
  });

  it('fails the job for a retry when the server may take the mail later, keeping only the message', async () => {
    const logs = log();
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' });
    const outcome = await mailWorker(failing(error), logs, MAIL_TIMING).handle(job(1));
    expect(outcome).toEqual({ status: 'failed', output: { reason: 'connect ECONNREFUSED 127.0.0.1:25' } });
    expect(logs.warn).toHaveBeenCalledWith(
      expect.objectContaining({ attempt: 2 }),
      'mail not sent; retrying',
    );
  });

  it('says so when the last retry fails', async () => {
    const logs = log();
    const outcome = await mailWorker(failing(new Error('timeout')), logs, MAIL_TIMING).handle(job(5, 5));
    expect(outcome.status).toBe('failed');
    expect(logs.error).toHaveBeenCalledWith(
      expect.objectContaining({ attempt: 6 }),
      'mail not sent; giving up',
    );
  });

  it('fails the job for good, without retries, when the server refuses this very mail', async () => {
    const error = Object.assign(new Error('550 No such user'), { code: 'EENVELOPE', responseCode: 550 });
    const outcome = await mailWorker(failing(error), log(), MAIL_TIMING).handle(job(0));
    expect(outcome).toEqual({ status: 'deadletter', output: { reason: '550 No such user' } });
  });
});
