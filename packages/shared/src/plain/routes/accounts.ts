// The accounts (admin) and one's own password: every account write refreshes the accounts list.
import { routes } from './route.ts';

export const accounts = routes('accounts', {
  register: ['POST', '/auth/register'],
  users: ['GET', '/auth/users'],
  changeRole: ['PUT', '/auth/users/:id'],
  resetPassword: ['PUT', '/auth/users/:id/password'],
  endSessions: ['DELETE', '/auth/users/:id/sessions'],
  remove: ['DELETE', '/auth/users/:id'],
  changePassword: ['PUT', '/auth/password'],
});
