import { describe, expect, it } from 'vitest';
import { NewPasswordSchema, RegisterSchema } from '../auth.ts';
import { isCommonPassword } from './passwords.ts';

describe('common passwords', () => {
  it('refuses the ones guessing lists try first, whatever digits or symbols surround them', () => {
    for (const p of [
      'password123',
      'Password@2024',
      '1234567890',
      'qwertyuiop',
      'aaaaaaaaaaaa',
      'abcdefghijkl',
      'Jesus@12345',
      '123jesus!!!',
      'kerala12345',
      'iloveyou123',
      '9447012345',
      '12/05/1980',
      'abcabcabcabc',
      'St.Marys2024',
    ]) {
      expect(isCommonPassword(p), p).toBe(true);
    }
  });

  it('accepts a passphrase and a random password', () => {
    for (const p of ['correct horse battery', 'kappa-puzhukku-2019', 'e2e-admin-password', 'mzq7-kd2p-x9tw']) {
      expect(isCommonPassword(p), p).toBe(false);
    }
  });

  it('refuses a password that is the username with a few characters', () => {
    expect(isCommonPassword('joseph1234', 'joseph')).toBe(true);
    expect(isCommonPassword('thankful-joseph-77', 'joseph')).toBe(false);
  });

  it('is applied by the schemas: under 10 characters, common, or the username', () => {
    expect(NewPasswordSchema.safeParse('short').success).toBe(false);
    expect(NewPasswordSchema.safeParse('welcome12345').success).toBe(false);
    expect(NewPasswordSchema.safeParse('quiet river morning').success).toBe(true);
    const reg = RegisterSchema.safeParse({ username: 'annamma', password: 'annamma2024' });
    expect(reg.success).toBe(false);
    expect(reg.error?.issues.map((i) => i.path.join('.'))).toContain('password');
  });
});
