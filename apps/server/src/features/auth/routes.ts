import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, LoginSchema, RegisterSchema, UserInfoSchema } from '@parish/shared/schemas';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { createUser, findUserByName } from './queries.ts';
import { verifyPassword } from './password.ts';
import { writeAudit } from '../audit/audit.ts';

const UserInfoResponse = z.object({ userInfo: UserInfoSchema });

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/login', {
    schema: { tags: ['auth'], body: LoginSchema, response: { 200: UserInfoResponse } },
  }, async (request, reply) => {
    const key = request.ip;
    if ((await app.loginFailures.count(key)) >= app.config.LOGIN_FAILURE_MAX) {
      throw new HttpError(429, ERROR_CODES.rateLimited, 'Too many failed logins from your IP. Try again in 15 minutes.');
    }
    const user = await findUserByName(app.db, request.body.username);
    const ok = user ? await verifyPassword(request.body.password, user.passwordHash) : false;
    if (!user || !ok) {
      await app.loginFailures.increment(key);
      throw new HttpError(401, ERROR_CODES.loginFailed, 'Wrong username or password');
    }
    await app.loginFailures.reset(key);
    await app.startSession(reply, user.id);
    return { userInfo: { _id: user.id, username: user.username, isAdmin: user.isAdmin } };
  });

  app.post('/logout', {
    schema: { tags: ['auth'], response: { 200: z.object({ ok: z.literal(true) }) } },
  }, async (request, reply) => {
    await app.endSession(request, reply);
    return { ok: true as const };
  });

  app.get('/me', {
    schema: { tags: ['auth'], response: { 200: z.object({ userInfo: UserInfoSchema.nullable() }) } },
  }, async (request) => ({ userInfo: request.user }));

  app.post('/register', {
    preHandler: requireAdmin,
    schema: { tags: ['auth'], body: RegisterSchema, response: { 201: UserInfoResponse } },
  }, async (request, reply) => {
    const user = await app.db.transaction(async (tx) => {
      const created = await createUser(tx, request.body);
      if (!created) throw new HttpError(409, ERROR_CODES.usernameTaken, `The username ${request.body.username} is taken`);
      // The password hash stays out of the log.
      await writeAudit(tx, { user: signedInUser(request), action: 'create', entity: 'user', entityId: created._id, after: created });
      return created;
    });
    return reply.status(201).send({ userInfo: user });
  });
};

export default authRoutes;
