// Accounts (docs/product.md "Accounts API"): login, registration and the user the session belongs to.
import { z } from 'zod';
import { IdSchema, textSchema } from './common.ts';
import { isCommonPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './plain/passwords.ts';

/** A new password: 10 characters or more, and not one that guessing lists try first. */
export const NewPasswordSchema = textSchema()
  .min(PASSWORD_MIN_LENGTH)
  .max(PASSWORD_MAX_LENGTH)
  .refine((p) => !isCommonPassword(p), { message: 'Too common: guessing lists try this password first' });

export const LoginSchema = z.strictObject({
  username: textSchema().trim().min(1).max(60),
  password: textSchema().min(1).max(200),
});
/**
 * The login form's body as a browser sends it without scripts (urlencoded): loose here, so an
 * empty field is led back to the form with its message; LoginSchema then applies.
 */
export const LoginFormSchema = z.object({
  username: z.string().max(200).default(''),
  password: z.string().max(400).default(''),
  from: z.string().max(2000).optional(),
});
/** A new account's username (the admin's register, a family's join link). */
export const UsernameSchema = z
  .string()
  .trim()
  .min(3)
  .max(60)
  .regex(/^[a-zA-Z0-9_.-]+$/, 'Letters, digits, _ . - only');
export const RegisterSchema = z
  .strictObject({
    username: UsernameSchema,
    password: NewPasswordSchema,
    isAdmin: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    if (isCommonPassword(body.password, body.username)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'Too close to the username or too common' });
    }
  });
export const UserInfoSchema = z.object({
  _id: IdSchema,
  username: z.string(),
  isAdmin: z.boolean(),
  /** A family account's house (docs/product.md "Family accounts"); null for a user or an admin. */
  houseId: IdSchema.nullable().optional(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

// ---- accounts --------------------------------------------------------------------------------
/** GET /api/auth/users: an account as the admin's accounts screen lists it (never the hash). */
export const AccountSchema = z.object({
  _id: IdSchema,
  username: z.string(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  /** Sessions still open (logged in on that many devices). */
  sessions: z.number().int(),
  /** A family account's house and its name (docs/product.md "Family accounts"); null otherwise. */
  houseId: IdSchema.nullable().optional(),
  house: z.string().nullable().optional(),
  /** Passkeys the account holds (docs/product.md "Passkeys"). */
  passkeys: z.number().int().optional(),
});
export type Account = z.infer<typeof AccountSchema>;

/** PUT /api/auth/users/{id}: the role. */
export const RoleChangeSchema = z.strictObject({ isAdmin: z.boolean() });
/** PUT /api/auth/users/{id}/password: an admin sets a new password (the account is signed out everywhere). */
export const PasswordResetSchema = z.strictObject({ password: NewPasswordSchema });
/** PUT /api/auth/password: anyone changes their own, with the old one. */
export const PasswordChangeSchema = z.strictObject({
  oldPassword: textSchema().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: NewPasswordSchema,
});
