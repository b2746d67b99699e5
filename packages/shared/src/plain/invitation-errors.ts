// The codes of family accounts' own refusals (docs/product.md "Join link /join/{token}",
// docs/product.md "Passkeys"): apart from ERROR_CODES, whose words every first page carries; the
// join and login screens and the invitation dialog word these themselves.
export const INVITATION_ERRORS = {
  /** 410: the join link made an account already (409 when the office tries to revoke it). */
  used: 'invitation_used',
  /** 410: the link is past its 14 days. */
  expired: 'invitation_expired',
  /** 410: the office revoked the link. */
  revoked: 'invitation_revoked',
  /** 401: a passkey's answer that does not verify (unknown key, stale or reused challenge). */
  passkeyFailed: 'passkey_failed',
} as const;
export type InvitationError = (typeof INVITATION_ERRORS)[keyof typeof INVITATION_ERRORS];
