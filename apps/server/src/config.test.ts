import { expect, it } from 'vitest';
import { ConfigSchema } from './config.ts';

const issuesOf = (env: Record<string, string>) => {
  const parsed = ConfigSchema.safeParse(env);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'));
};

it('takes demo passwords only as the accounts take passwords: 10+ characters and not a common one', () => {
  expect(issuesOf({ DEMO_ADMIN_PASSWORD: 'admin-password-1', DEMO_USER_PASSWORD: 'user-password-1' })).toEqual([]);
  // 9 characters: the README once allowed 8+, while accounts need 10.
  expect(issuesOf({ DEMO_ADMIN_PASSWORD: 'short-pw9' })).toEqual(['DEMO_ADMIN_PASSWORD']);
  expect(issuesOf({ DEMO_USER_PASSWORD: 'Password@123' })).toEqual(['DEMO_USER_PASSWORD']);
  expect(issuesOf({ DEMO_ADMIN_PASSWORD: 'admin12345' })).toEqual(['DEMO_ADMIN_PASSWORD']);
});
