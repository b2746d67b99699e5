import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { LoginFormSchema, LoginSchema, RegisterSchema, UserInfoSchema } from '@parish/shared/auth';
import { LOGIN_FORM_ACTION, returnPathOf } from '@parish/shared/plain/login-form';
import { ERROR_CODES } from '@parish/shared/common';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { HttpError, errorResponses } from '../../plugins/errors.ts';
import { createUser, findUserByName } from './queries.ts';
import { decoyPasswordHash, verifyPassword } from './password.ts';
import accountRoutes from './account-routes.ts';
import { on } from '../../plugins/routes.ts';
import { accounts as accountsApi } from '@parish/shared/plain/routes/accounts';
import { session as sessionApi } from '@parish/shared/plain/routes/session';

const UserInfoResponse = z.object({ userInfo: UserInfoSchema });
type Login = z.infer<typeof LoginSchema>;

// Not crudWrites: login, register and logout are sessions, not rows of a list (docs/decisions.md "Server write kit").
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Spend the decoy hash's one-off cost at start, not on the first missing username.
  void decoyPasswordHash();

  /** A 429 that says when to come back, in the header (Retry-After) and in words. */
  async function refuseLogin(reply: FastifyReply, key: string, whose: string): Promise<never> {
    const seconds = Math.max(1, Math.ceil((await app.loginFailures.remainingMs(key)) / 1000));
    reply.header('Retry-After', String(seconds));
    throw new HttpError(
      429,
      ERROR_CODES.rateLimited,
      `Too many failed logins ${whose}. Try again in ${Math.ceil(seconds / 60)} minutes.`,
    );
  }

  /**
   * The one check of a login, for the JSON login and the form post alike: the user, or a 429
   * (locked) or a 401 (wrong name or password) thrown.
   */
  async function checkCredentials(request: FastifyRequest, reply: FastifyReply, body: Login) {
    // Failures are counted per account (from any IP) and per IP (over every account): a run of
    // guesses at one account locks that account only, and a locked account's further attempts
    // are refused unhashed and uncounted, so they never spend the IP's budget (docs/decisions.md).
    const accountKey = `account:${body.username.toLowerCase()}`;
    const ipKey = `ip:${request.ip}`;
    const [accountFailures, ipFailures] = await Promise.all([
      app.loginFailures.count(accountKey),
      app.loginFailures.count(ipKey),
    ]);
    if (accountFailures >= app.config.LOGIN_ACCOUNT_FAILURE_MAX)
      await refuseLogin(reply, accountKey, 'for this account');
    if (ipFailures >= app.config.LOGIN_FAILURE_MAX) await refuseLogin(reply, ipKey, 'from your IP');

    const user = await findUserByName(app.db, body.username);
    // A missing username costs the same scrypt hash as a wrong password: timing tells nothing.
    const ok = await verifyPassword(body.password, user?.passwordHash ?? (await decoyPasswordHash()));
    if (!user || !ok) {
      await Promise.all([app.loginFailures.increment(accountKey), app.loginFailures.increment(ipKey)]);
      throw new HttpError(401, ERROR_CODES.loginFailed, 'Wrong username or password');
    }
    // The IP's count stays: else logging into one's own account would reset a guessing run.
    await app.loginFailures.reset(accountKey);
    await app.startSession(reply, user.id);
    return user;
  }

  on(app, sessionApi.login)(
    {
      schema: { tags: ['auth'], body: LoginSchema, response: { 200: UserInfoResponse, ...errorResponses(401) } },
    },
    async (request, reply) => {
      const user = await checkCredentials(request, reply, request.body);
      return { userInfo: { _id: user.id, username: user.username, isAdmin: user.isAdmin, houseId: user.houseId } };
    },
  );

  // The login page's form as the browser sends it before the page's scripts run (docs/decisions.md
  // "The first tap counts"): the same check, answered with the session cookie and a 303 to the page
  // the person came from, or back to the form with the reason's code (the page shows its words).
  // Urlencoded bodies are read by this route alone: every other route takes JSON only.
  await app.register(async (scope) => {
    const form = scope.withTypeProvider<ZodTypeProvider>();
    form.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    form.post(
      LOGIN_FORM_ACTION.replace('/api/auth', ''),
      {
        schema: { tags: ['auth'], body: LoginFormSchema },
      },
      async (request, reply) => {
        const back = returnPathOf(request.body.from);
        const again = (code: string) => {
          const query = new URLSearchParams({ error: code, ...(back ? { from: back } : {}) });
          return reply.redirect(`/login?${query.toString()}`, 303);
        };
        const body = LoginSchema.safeParse({ username: request.body.username, password: request.body.password });
        if (!body.success) return again(ERROR_CODES.validation);
        try {
          await checkCredentials(request, reply, body.data);
        } catch (err) {
          if (err instanceof HttpError && (err.statusCode === 401 || err.statusCode === 429)) return again(err.code);
          throw err;
        }
        return reply.redirect(back ?? '/', 303);
      },
    );
  });

  on(app, sessionApi.logout)(
    {
      schema: { tags: ['auth'], response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async (request, reply) => {
      await app.endSession(request, reply);
      return { ok: true as const };
    },
  );

  on(app, sessionApi.me)(
    {
      // Every page load asks; the answer is the session the auth hook has already read.
      config: { costly: false },
      schema: { tags: ['auth'], response: { 200: z.object({ userInfo: UserInfoSchema.nullable() }) } },
    },
    async (request) => ({ userInfo: request.user }),
  );

  on(app, accountsApi.register)(
    {
      preHandler: requireAdmin,
      schema: { tags: ['auth'], body: RegisterSchema, response: { 201: UserInfoResponse, ...errorResponses(409) } },
    },
    async (request, reply) => {
      const user = await app.write({ user: signedInUser(request), invalidates: [] }, async (tx, audit) => {
        const created = await createUser(tx, request.body);
        if (!created)
          throw new HttpError(409, ERROR_CODES.usernameTaken, `The username ${request.body.username} is taken`);
        // The password hash stays out of the log.
        await audit({ action: 'create', entity: 'user', entityId: created._id, after: created });
        return created;
      });
      return reply.status(201).send({ userInfo: user });
    },
  );

  await app.register(accountRoutes);
};

export default authRoutes;
