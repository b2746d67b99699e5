import { describe, expect, it } from 'vitest';
import { returnPathOf } from './login-form.ts';

describe('returnPathOf', () => {
  it('keeps a path of this site', () => {
    expect(returnPathOf('/wards/2')).toBe('/wards/2');
    expect(returnPathOf('/news?page=2')).toBe('/news?page=2');
  });
  it('drops another site, the login page itself, the API and what is not a path', () => {
    for (const from of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      '/login',
      '/login?from=/x',
      '/api/auth/me',
      '',
      'news',
      null,
      undefined,
      3,
    ]) {
      expect(returnPathOf(from)).toBeUndefined();
    }
  });
});
