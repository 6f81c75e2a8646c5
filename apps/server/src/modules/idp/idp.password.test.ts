import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './idp.password.js';

describe('password hashes', () => {
  it('are scrypt with their parameters and a fresh salt each time', async () => {
    const [a, b] = await Promise.all([hashPassword('demo'), hashPassword('demo')]);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
  });

  it('verify the right password only', async () => {
    const hash = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct hors', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('treat the same text in either Unicode normal form as the same password', async () => {
    const hash = await hashPassword('bl\u00e5b\u00e6r');
    expect(await verifyPassword('bla\u030ab\u00e6r', hash)).toBe(true);
  });

  it('reject malformed stored values instead of throwing', async () => {
    expect(await verifyPassword('demo', 'plain')).toBe(false);
    expect(await verifyPassword('demo', 'bcrypt$x$y')).toBe(false);
  });
});
