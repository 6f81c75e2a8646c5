import { languages } from '@praxis/contract';
import { describe, expect, it } from 'vitest';
import { type MailParams, type MailTemplate, renderMail } from './mail.templates.js';

// One sample per template: a template added without a sample does not compile.
const samples: { [K in MailTemplate]: MailParams[K] } = {
  invitation: {
    inviterName: 'Ada "<b>"',
    companyName: 'R&D AS',
    url: 'https://p.example/i/x?a=1&b=2',
    validDays: 7,
  },
  'password-reset': { url: 'https://p.example/r/y?a=1&b=2', validHours: 2 },
  notification: {
    event: 'assigned',
    objectKind: 'requirement',
    name: 'A.5 "<b>" R&D',
    ownerName: 'A.5 "<b>" R&D',
    role: 'accountable',
    date: null,
    url: 'https://p.example/praxis/specification/s?requirement=r&b=2',
    unsubscribeUrl: 'https://p.example/v1/unsubscribe/t',
  },
  digest: {
    lines: [
      {
        event: 'deadline-passed',
        objectKind: 'item',
        name: 'Backup "<b>" R&D',
        ownerName: 'Backup "<b>" R&D',
        role: null,
        date: '2026-11-23',
        url: 'https://p.example/praxis?register=Executions&item=i',
      },
    ],
    homeUrl: 'https://p.example/praxis?a=1&b=2',
    unsubscribeUrl: 'https://p.example/v1/unsubscribe/t',
  },
};
/** The link each sample acts on. */
const linkOf = (template: MailTemplate) => {
  const sample = samples[template];
  return 'url' in sample ? sample.url : sample.homeUrl;
};
const templates = Object.keys(samples) as MailTemplate[];

describe('mail templates', () => {
  it.each(templates.flatMap((template) => languages.map((language) => [template, language] as const)))(
    '%s in %s: a subject, the link in the text, every value escaped in the HTML',
    (template, language) => {
      const mail = renderMail(template, language, samples[template]);
      const url = linkOf(template);
      expect(mail.subject).not.toBe('');
      expect(mail.text).toContain(url);
      expect(mail.text).not.toMatch(/<\/?(p|a|html)\b/);
      expect(mail.html).toContain(`<html lang="${language}">`);
      expect(mail.html).toContain(`href="${url.replaceAll('&', '&amp;')}"`);
      expect(mail.html).not.toContain('<b>');
      expect(mail.html).not.toContain('R&D');
    },
  );

  it('tells a notification in the language of the mail, with its one-click unsubscribe link', () => {
    const assigned = renderMail('notification', 'en-US', samples.notification);
    expect(assigned.subject).toBe('You are now accountable for A.5 "<b>" R&D');
    expect(assigned.text).toContain('Stop these emails: https://p.example/v1/unsubscribe/t');
    const norwegian = renderMail('digest', 'nb-NO', samples.digest);
    // One date format per language, as the app writes dates.
    expect(norwegian.text).toContain(
      'Fristen for Backup "<b>" R&D gikk ut 23.11.2026 uten at noe ble implementert.',
    );
    expect(renderMail('digest', 'en-US', samples.digest).text).toContain('passed on Nov 23, 2026');
    expect(norwegian.html).toContain('href="https://p.example/praxis?register=Executions&amp;item=i"');
    expect(norwegian.html).toContain('href="https://p.example/v1/unsubscribe/t"');
  });

  it("tells a risk treatment's follow-ups in both languages", () => {
    const line = (event: 'treatment-overdue' | 'acceptance-expired' | 'acceptance-awaiting-approval') => ({
      ...samples.digest,
      lines: [{ ...samples.digest.lines[0]!, event, name: 'Flood', ownerName: 'Flood' }],
    });
    expect(renderMail('digest', 'en-US', line('treatment-overdue')).text).toContain(
      'The treatment of the risk Flood was due on Nov 23, 2026 and is not done.',
    );
    expect(renderMail('digest', 'nb-NO', line('acceptance-expired')).text).toContain(
      'Aksepten av risikoen Flood utløp 23.11.2026, så den må vurderes på nytt.',
    );
    const approval = renderMail('notification', 'nb-NO', {
      ...line('acceptance-awaiting-approval').lines[0]!,
      unsubscribeUrl: samples.notification.unsubscribeUrl,
    });
    expect(approval.text).toContain('Aksepten av risikoen Flood venter på at du godkjenner den.');
  });

  it('words the validity in the language of the mail, singular and plural', () => {
    const invite = (validDays: number, language: 'en-US' | 'nb-NO') =>
      renderMail('invitation', language, { ...samples.invitation, validDays }).text;
    expect(invite(1, 'en-US')).toContain('expires in 1 day.');
    expect(invite(7, 'en-US')).toContain('expires in 7 days.');
    expect(invite(1, 'nb-NO')).toContain('utløper om 1 dag.');
    expect(invite(7, 'nb-NO')).toContain('utløper om 7 dager.');
    const reset = (validHours: number) =>
      renderMail('password-reset', 'nb-NO', { ...samples['password-reset'], validHours }).text;
    expect(reset(1)).toContain('utløper om 1 time.');
    expect(reset(2)).toContain('utløper om 2 timer.');
  });
});
