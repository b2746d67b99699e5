// Sessions (database rows behind an httpOnly cookie) and the route guards.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { and, eq, gt, lt } from 'drizzle-orm';
import { type UserInfo } from '@parish/shared/auth';
import { ERROR_CODES } from '@parish/shared/common';
import { sessions, users } from '../db/schema.ts';
import { HttpError } from './errors.ts';

export const SESSION_COOKIE = 'sid';
export const SESSION_DAYS = 30;

declare module 'fastify' {
  interface FastifyRequest {
    user: UserInfo | null;
    /** A logged-in request's session, as the rate limits count it (a hash of the token hash); null for a visitor. */
    sessionKey: string | null;
  }
  interface FastifyInstance {
    startSession(reply: FastifyReply, userId: string): Promise<void>;
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Guard: a logged-in user who enters data (a parishioner's account or an admin's). Declare it on the
 * route: `preHandler: requireUser`. A family account is refused: it changes its own family only
 * through requests (docs/product.md "Family accounts").
 */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw new HttpError(401, ERROR_CODES.unauthorized, 'Log in to do this');
  if (request.user.houseId && !request.user.isAdmin) {
    throw new HttpError(403, ERROR_CODES.forbidden, 'A family account proposes its changes from its own page');
  }
}

/** Guard: any signed-in account, a family's too (one's own password, one's own passkeys). */
export async function requireAccount(request: FastifyRequest) {
  if (!request.user) throw new HttpError(401, ERROR_CODES.unauthorized, 'Log in to do this');
}

/**
 * The user of a guarded route. The guard has already refused visitors; this makes that a type
 * (no `!`) and stays correct if a guard is ever removed by mistake.
 */
export function signedInUser(request: FastifyRequest): UserInfo {
  if (!request.user) throw new HttpError(401, ERROR_CODES.unauthorized, 'Log in to do this');
  return request.user;
}

/** Guard: an admin. Declare it on the route: `preHandler: requireAdmin`. */
export async function requireAdmin(request: FastifyRequest) {
  if (!request.user) throw new HttpError(401, ERROR_CODES.unauthorized, 'Log in to do this');
  if (!request.user.isAdmin) throw new HttpError(403, ERROR_CODES.forbidden, 'Only an admin may do this');
}

/**
 * Guard: a family account (docs/product.md "Family accounts"). Its house is `familyHouseOf(request)`;
 * every family route reads and proposes for that house only, whatever id a client sends.
 */
export async function requireFamily(request: FastifyRequest) {
  if (!request.user) throw new HttpError(401, ERROR_CODES.unauthorized, 'Log in to do this');
  if (!request.user.houseId) throw new HttpError(403, ERROR_CODES.forbidden, 'Only a family account may do this');
}

/** The house of a family account's request (after `requireFamily`). */
export function familyHouseOf(request: FastifyRequest): string {
  const houseId = request.user?.houseId;
  if (!houseId) throw new HttpError(403, ERROR_CODES.forbidden, 'Only a family account may do this');
  return houseId;
}

/** Marks the guard of `requireAuthorOrAdmin`, so `app.apiRoutes` can name the rule ('own'). */
export const AUTHOR_OR_ADMIN = Symbol('authorOrAdmin');

export type AuthorOrAdminGuard = ((request: FastifyRequest) => Promise<void>) & { [AUTHOR_OR_ADMIN]: true };

/**
 * Guard: an admin changes any record; a logged-in user only one they created within
 * OWN_WRITE_HOURS (`isAuthor` reads the audit log). Declare it after `requireUser`:
 * `preHandler: [requireUser, requireAuthorOrAdmin(...)]`. `requireUser` still refuses a visitor
 * before the body is read; this one runs after validation, since it needs the record's id.
 */
export function requireAuthorOrAdmin(
  isAuthor: (request: FastifyRequest, user: UserInfo) => Promise<boolean>,
  message: string,
): AuthorOrAdminGuard {
  const guard = async (request: FastifyRequest) => {
    const user = signedInUser(request);
    if (user.isAdmin) return;
    if (!(await isAuthor(request, user))) throw new HttpError(403, ERROR_CODES.forbidden, message);
  };
  return Object.assign(guard, { [AUTHOR_OR_ADMIN]: true as const });
}

export const isAuthorOrAdminGuard = (handler: unknown): boolean =>
  typeof handler === 'function' && (handler as Partial<AuthorOrAdminGuard>)[AUTHOR_OR_ADMIN] === true;

async function authPlugin(app: FastifyInstance) {
  await app.register(cookie);
  // Secure in production, and whenever the request came over HTTPS (directly, or through a
  // trusted proxy's X-Forwarded-Proto): a browser then never sends the cookie over plain HTTP.
  const secureFor = (request: FastifyRequest) => app.config.NODE_ENV === 'production' || request.protocol === 'https';

  app.decorateRequest('user', null);
  app.decorateRequest('sessionKey', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const tokenHash = hashToken(token);
    const [row] = await app.db
      .select({ _id: users.id, username: users.username, isAdmin: users.isAdmin, houseId: users.houseId })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
      .limit(1);
    request.user = row ?? null;
    // Not the stored hash itself: counter keys (in Redis too) must not name a row of the sessions table.
    if (row) request.sessionKey = hashToken(tokenHash).slice(0, 22);
  });

  app.decorate('startSession', async (reply: FastifyReply, userId: string) => {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
    await app.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
    await app.db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureFor(reply.request),
      expires: expiresAt,
    });
  });

  app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await app.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureFor(request) });
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['errors'] });
