// Signing in and out, and the session as the server knows it: apart from the accounts' operations
// (accounts.ts), as every first load checks the session.
import { routes } from './route.ts';

export const session = routes('session', {
  login: ['POST', '/auth/login'],
  loginForm: ['POST', '/auth/login-form'],
  logout: ['POST', '/auth/logout'],
  me: ['GET', '/auth/me'],
});
