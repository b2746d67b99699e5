// Passkeys (docs/product.md "Passkeys"; docs/decisions.md "Passkeys with SimpleWebAuthn"): an account
// adds one with its phone's fingerprint or screen lock, and signs in with it beside the password.
// Every challenge is a row (webauthn_challenges), taken once and within 5 minutes, so the answer may
// reach any process; the relying party is the site's own address (PUBLIC_URL or the request's host).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { ERROR_CODES } from '@parish/shared/common';
import { INVITATION_ERRORS } from '@parish/shared/plain/invitation-errors';
import { PasskeyAnswerSchema, PasskeyOptionsSchema, SignedInSchema } from '@parish/shared/invitations';
import { passkeys as passkeysApi } from '@parish/shared/plain/routes/invitations';
import { requireAccount, signedInUser } from '../../plugins/auth.ts';
import { HttpError, errorResponses } from '../../plugins/errors.ts';
import { on } from '../../plugins/routes.ts';
import { refuseOverBudget } from './login-budget.ts';
import {
  CHALLENGE_MS,
  findPasskey,
  insertPasskey,
  passkeysOf,
  saveChallenge,
  takeChallenge,
  touchPasskey,
} from './queries.ts';

const failed = (why: string) =>
  new HttpError(401, INVITATION_ERRORS.passkeyFailed, `The passkey was not accepted: ${why}`);

const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The relying party: the site's address as the browser sees it. */
  function party(request: FastifyRequest) {
    const origin = app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
    return { origin, rpID: new URL(origin).hostname };
  }

  /** Failed passkey sign-ins spend the address's budget of failed logins, as passwords do. */
  async function refuseIfLocked(request: FastifyRequest, reply: FastifyReply) {
    await refuseOverBudget(app, request, reply, 'failed logins');
  }

  on(app, passkeysApi.registerOptions)(
    {
      preHandler: requireAccount,
      schema: {
        tags: ['auth'],
        summary: 'Options to add a passkey to your account (any account)',
        response: { 200: PasskeyOptionsSchema },
      },
    },
    async (request) => {
      const me = signedInUser(request);
      const { rpID } = party(request);
      const held = await passkeysOf(app.db, me._id);
      const options = await generateRegistrationOptions({
        rpName: rpID,
        rpID,
        userName: me.username,
        userID: new TextEncoder().encode(me._id),
        attestationType: 'none',
        timeout: CHALLENGE_MS,
        excludeCredentials: held.map((k) => ({ id: k.id, transports: (k.transports as string[] | null) ?? undefined })),
        // A passkey the phone keeps (resident): sign-in then needs no username.
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      const challengeId = await saveChallenge(app.db, {
        challenge: options.challenge,
        userId: me._id,
        purpose: 'register',
      });
      return { challengeId, options: options as unknown as Record<string, unknown> };
    },
  );

  on(app, passkeysApi.register)(
    {
      preHandler: requireAccount,
      schema: {
        tags: ['auth'],
        summary: "Add a passkey with the browser's answer to the options (any account)",
        body: PasskeyAnswerSchema,
        response: { 201: z.object({ ok: z.literal(true), passkeys: z.number().int() }), ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const me = signedInUser(request);
      const { challengeId, credential } = request.body;
      const challenge = await takeChallenge(app.db, challengeId, 'register');
      if (!challenge || challenge.userId !== me._id) throw failed('the request expired; try again');
      const { origin, rpID } = party(request);
      let verification;
      try {
        verification = await verifyRegistrationResponse({
          response: credential as RegistrationResponseJSON,
          expectedChallenge: challenge.challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: false,
        });
      } catch (err) {
        throw failed(err instanceof Error ? err.message.slice(0, 200) : 'it did not verify');
      }
      if (!verification.verified) throw failed('it did not verify');
      const key = verification.registrationInfo.credential;
      const transports = credential.response.transports ?? key.transports ?? null;
      await app.write({ user: me, invalidates: [] }, async (tx, audit) => {
        const row = await insertPasskey(tx, {
          id: key.id,
          userId: me._id,
          publicKey: Buffer.from(key.publicKey).toString('base64url'),
          counter: key.counter,
          transports,
        });
        if (!row) throw new HttpError(409, ERROR_CODES.conflict, 'This passkey is registered already');
        await audit({ action: 'create', entity: 'passkey', entityId: me._id, after: { username: me.username } });
      });
      const held = await passkeysOf(app.db, me._id);
      return reply.status(201).send({ ok: true as const, passkeys: held.length });
    },
  );

  on(app, passkeysApi.loginOptions)(
    {
      schema: {
        tags: ['auth'],
        summary: 'Options to sign in with a passkey (public, rate limited)',
        response: { 200: PasskeyOptionsSchema, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      await refuseIfLocked(request, reply);
      const { rpID } = party(request);
      const options = await generateAuthenticationOptions({
        rpID,
        userVerification: 'preferred',
        timeout: CHALLENGE_MS,
      });
      const challengeId = await saveChallenge(app.db, { challenge: options.challenge, userId: null, purpose: 'login' });
      return { challengeId, options: options as unknown as Record<string, unknown> };
    },
  );

  on(app, passkeysApi.login)(
    {
      schema: {
        tags: ['auth'],
        summary: "Sign in with a passkey: the browser's answer to the options (public, rate limited)",
        body: PasskeyAnswerSchema,
        response: { 200: SignedInSchema, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      await refuseIfLocked(request, reply);
      const { challengeId, credential } = request.body;
      const refuse = async (why: string): Promise<never> => {
        await app.loginFailures.increment(`ip:${request.ip}`);
        throw failed(why);
      };
      const challenge = await takeChallenge(app.db, challengeId, 'login');
      if (!challenge) return refuse('the request expired or was used; try again');
      const found = await findPasskey(app.db, credential.id);
      if (!found) return refuse('this passkey belongs to no account here');
      const { origin, rpID } = party(request);
      let verification;
      try {
        verification = await verifyAuthenticationResponse({
          response: credential as AuthenticationResponseJSON,
          expectedChallenge: challenge.challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          credential: {
            id: found.key.id,
            publicKey: new Uint8Array(Buffer.from(found.key.publicKey, 'base64url')),
            counter: found.key.counter,
            transports: (found.key.transports as string[] | null) ?? undefined,
          },
          requireUserVerification: false,
        });
      } catch (err) {
        return refuse(err instanceof Error ? err.message.slice(0, 200) : 'it did not verify');
      }
      if (!verification.verified) return refuse('it did not verify');
      await touchPasskey(app.db, found.key.id, verification.authenticationInfo.newCounter);
      await app.startSession(reply, found.user._id);
      return { userInfo: found.user };
    },
  );
};

export default passkeyRoutes;
