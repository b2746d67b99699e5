// Family accounts (docs/product.md "Family invitations", docs/product.md "Passkeys"): the office's
// invitations for a family, the link that makes an account from one, and passkeys.
import { routes } from './route.ts';

export const invitations = routes('invitations', {
  list: ['GET', '/houses/:id/invitations'],
  create: ['POST', '/houses/:id/invitations'],
  revoke: ['DELETE', '/invitations/:id'],
  /** The link's state (valid, expired, used, revoked) and the family's name, for /join/{token}. */
  open: ['GET', '/join/:token'],
  redeem: ['POST', '/join/:token'],
});

export const passkeys = routes('passkeys', {
  registerOptions: ['POST', '/auth/passkeys/options'],
  register: ['POST', '/auth/passkeys'],
  loginOptions: ['POST', '/auth/passkey-login/options'],
  login: ['POST', '/auth/passkey-login'],
});
