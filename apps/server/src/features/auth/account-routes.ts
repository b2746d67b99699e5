// Accounts (docs/decisions.md "Accounts and passwords"):
// the admin's list, role changes, password resets and "sign out everywhere";
// anyone's own password change. Nobody can demote or remove the last admin. Every change is an
// audit row (never a hash), and a revoked session is refused at its very next request, because
// every request looks its session row up (plugins/auth.ts).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountSchema,
  PasswordChangeSchema,
  PasswordResetSchema,
  RoleChangeSchema,
  UserInfoSchema,
} from '@parish/shared/auth';
import { ERROR_CODES, IdSchema } from '@parish/shared/common';
import { isCommonPassword } from '@parish/shared/plain/passwords';
import { hashToken, requireAccount, requireAdmin, SESSION_COOKIE, signedInUser } from '../../plugins/auth.ts';
import { HttpError, badRequest, errorResponses, notFound } from '../../plugins/errors.ts';
import { deletedAnswer } from '../../plugins/crud-routes.ts';
import { verifyPassword } from './password.ts';
import {
  deleteUser,
  findUserById,
  listAccounts,
  lockAdmins,
  removePasskeys,
  revokeSessions,
  setPassword,
  setRole,
} from './queries.ts';
import { on } from '../../plugins/routes.ts';
import { accounts as accountsApi } from '@parish/shared/plain/routes/accounts';

const IdParams = z.object({ id: IdSchema });
const Revoked = z.object({
  ok: z.literal(true),
  sessionsEnded: z.number().int(),
  /** "End sessions" also removes the account's passkeys: a lost phone holds one (docs/product.md "Family accounts"). */
  passkeysRemoved: z.number().int().optional(),
});

const lastAdmin = () =>
  new HttpError(409, ERROR_CODES.lastAdmin, 'The parish needs at least one admin: make another account admin first');
const tooCommon = (field: string) =>
  badRequest(`${field}: too close to the username or too common`, {
    [field]: 'Too close to the username or too common',
  });

// Not crudWrites: accounts are made by register, their writes are role changes, passwords and
// sessions with a last-admin rule; removal answers the kit's `{ message }` (docs/decisions.md "Server write kit").
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  on(app, accountsApi.users)(
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['auth'],
        summary: 'Every account with its open sessions (admin)',
        response: { 200: z.array(AccountSchema) },
      },
    },
    async () => listAccounts(app.db),
  );

  on(app, accountsApi.changeRole)(
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['auth'],
        summary: 'Make an account admin or ordinary (admin); the last admin cannot be demoted (409 last_admin)',
        params: IdParams,
        body: RoleChangeSchema,
        response: { 200: UserInfoSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { isAdmin } = request.body;
      return app.write({ user: signedInUser(request), invalidates: [] }, async (tx, audit) => {
        const admins = await lockAdmins(tx);
        const old = await findUserById(tx, id);
        if (!old) throw notFound('Account');
        if (old.isAdmin && !isAdmin && admins.length <= 1) throw lastAdmin();
        const row = await setRole(tx, id, isAdmin);
        if (old.isAdmin !== isAdmin) {
          await audit({
            action: 'update',
            entity: 'user',
            entityId: id,
            before: { username: old.username, isAdmin: old.isAdmin },
            after: { username: row.username, isAdmin },
          });
        }
        return row;
      });
    },
  );

  on(app, accountsApi.resetPassword)(
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['auth'],
        summary:
          "Set an account's password (admin); the account is signed out everywhere (but the admin's own session)",
        params: IdParams,
        body: PasswordResetSchema,
        response: { 200: Revoked, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const current = request.cookies[SESSION_COOKIE];
      return app.write({ user: signedInUser(request), invalidates: [] }, async (tx, audit) => {
        const target = await findUserById(tx, id);
        if (!target) throw notFound('Account');
        if (isCommonPassword(request.body.password, target.username)) throw tooCommon('body.password');
        await setPassword(tx, id, request.body.password);
        const sessionsEnded = await revokeSessions(tx, id, current ? hashToken(current) : undefined);
        await audit({
          action: 'update',
          entity: 'user',
          entityId: id,
          after: { username: target.username, passwordReset: true, sessionsEnded },
        });
        return { ok: true as const, sessionsEnded };
      });
    },
  );

  on(app, accountsApi.endSessions)(
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['auth'],
        summary: 'Sign an account out everywhere (admin): its sessions end at once and its passkeys are removed',
        params: IdParams,
        response: { 200: Revoked, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      return app.write({ user: signedInUser(request), invalidates: [] }, async (tx, audit) => {
        const target = await findUserById(tx, id);
        if (!target) throw notFound('Account');
        const sessionsEnded = await revokeSessions(tx, id);
        const passkeysRemoved = await removePasskeys(tx, id);
        await audit({
          action: 'delete',
          entity: 'session',
          entityId: id,
          before: { username: target.username, sessions: sessionsEnded, passkeys: passkeysRemoved },
        });
        return { ok: true as const, sessionsEnded, passkeysRemoved };
      });
    },
  );

  on(app, accountsApi.remove)(
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['auth'],
        summary: 'Remove an account and its sessions (admin); the last admin cannot be removed (409 last_admin)',
        params: IdParams,
        response: { 200: deletedAnswer('Account deleted'), ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await app.write({ user: signedInUser(request), invalidates: [] }, async (tx, audit) => {
        const admins = await lockAdmins(tx);
        const target = await findUserById(tx, id);
        if (!target) throw notFound('Account');
        if (target.isAdmin && admins.length <= 1) throw lastAdmin();
        // The audit row is written first: it names the remover, who may be the account itself.
        await audit({
          action: 'delete',
          entity: 'user',
          entityId: id,
          before: { username: target.username, isAdmin: target.isAdmin },
        });
        await deleteUser(tx, id);
      });
      return { message: 'Account deleted' as const };
    },
  );

  on(app, accountsApi.changePassword)(
    {
      preHandler: requireAccount,
      schema: {
        tags: ['auth'],
        summary: 'Change your own password (the old one is required); your other sessions end',
        body: PasswordChangeSchema,
        response: { 200: Revoked, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const me = signedInUser(request);
      const { oldPassword, newPassword } = request.body;
      // Guessing the old password from a stolen session spends the account's login budget.
      const accountKey = `account:${me.username.toLowerCase()}`;
      if ((await app.loginFailures.count(accountKey)) >= app.config.LOGIN_ACCOUNT_FAILURE_MAX) {
        const seconds = Math.max(1, Math.ceil((await app.loginFailures.remainingMs(accountKey)) / 1000));
        reply.header('Retry-After', String(seconds));
        throw new HttpError(
          429,
          ERROR_CODES.rateLimited,
          `Too many wrong passwords. Try again in ${Math.ceil(seconds / 60)} minutes.`,
        );
      }
      const row = await findUserById(app.db, me._id);
      if (!row) throw new HttpError(401, ERROR_CODES.unauthorized, 'Log in to do this');
      if (!(await verifyPassword(oldPassword, row.passwordHash))) {
        await app.loginFailures.increment(accountKey);
        throw new HttpError(400, ERROR_CODES.wrongPassword, 'The current password is not right', {
          'body.oldPassword': 'Not the current password',
        });
      }
      if (isCommonPassword(newPassword, me.username)) throw tooCommon('body.newPassword');
      const current = request.cookies[SESSION_COOKIE];
      return app.write({ user: me, invalidates: [] }, async (tx, audit) => {
        await setPassword(tx, me._id, newPassword);
        const sessionsEnded = await revokeSessions(tx, me._id, current ? hashToken(current) : undefined);
        await audit({
          action: 'update',
          entity: 'user',
          entityId: me._id,
          after: { username: me.username, passwordChanged: true, sessionsEnded },
        });
        return { ok: true as const, sessionsEnded };
      });
    },
  );
};

export default accountRoutes;
