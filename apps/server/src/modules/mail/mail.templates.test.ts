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
};
const templates = Object.keys(samples) as MailTemplate[];

describe('mail templates', () => {
  it.each(templates.flatMap((template) => languages.map((language) => [template, language] as const)))(
    '%s in %s: a subject, the link in the text, every value escaped in the HTML',
    (template, language) => {
      const mail = renderMail(template, language, samples[template]);
      const { url } = samples[template];
      expect(mail.subject).not.toBe('');
      expect(mail.text).toContain(url);
      expect(mail.text).not.toMatch(/<\/?(p|a|html)\b/);
      expect(mail.html).toContain(`<html lang="${language}">`);
      expect(mail.html).toContain(`href="${url.replaceAll('&', '&amp;')}"`);
      expect(mail.html).not.toContain('<b>');
      expect(mail.html).not.toContain('R&D');
    },
  );

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
