// Family invitations and the join link (docs/product.md "Family invitations", docs/product.md
// "Join link /join/{token}"): the office makes, lists and revokes a family's single-use links; anyone
// holding one reads its state and makes one family account with it. Passkeys: passkey-routes.ts.
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, IdSchema } from '@parish/shared/common';
import { INVITATION_ERRORS } from '@parish/shared/plain/invitation-errors';
import {
  InvitationCreateSchema,
  InvitationSchema,
  JoinLinkSchema,
  JoinTokenParams,
  NewInvitationSchema,
  RedeemInvitationSchema,
  SignedInSchema,
  type InvitationState,
} from '@parish/shared/invitations';
import { invitations as invitationsApi } from '@parish/shared/plain/routes/invitations';
import { createInvitation } from '../../domain/invitations.ts';
import { writeAudit } from '../../domain/audit.ts';
import { hashPassword } from '../../domain/password.ts';
import { hashToken, requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { HttpError, badRequest, errorResponses, notFound } from '../../plugins/errors.ts';
import { on } from '../../plugins/routes.ts';
import { refuseOverBudget } from './login-budget.ts';
import passkeyRoutes from './passkey-routes.ts';
import {
  findHouse,
  findInvitationByHash,
  findInvitationById,
  findMemberOf,
  insertFamilyUser,
  listInvitations,
  markUsedBy,
  revokeInvitation,
  stateOf,
  takeInvitation,
} from './queries.ts';

const IdParams = z.object({ id: IdSchema });

/** The site's address as people reach it (as the pages' canonical addresses). */
export const siteOrigin = (app: { config: { PUBLIC_URL?: string } }, request: FastifyRequest) =>
  app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;

/** The words of the WhatsApp message: Malayalam, the link last so the phone makes it tappable. */
export const whatsappText = (house: string, link: string) =>
  `${house} കുടുംബത്തിന് ഇടവകയുടെ വെബ്സൈറ്റിൽ അക്കൗണ്ട് തുറക്കാനുള്ള ക്ഷണം. ഈ ലിങ്ക് തുറന്ന് ഒരു ഉപയോക്തൃനാമവും ` +
  `പാസ്‌വേഡും തിരഞ്ഞെടുക്കുക. ലിങ്ക് ഒരു തവണ മാത്രം, 14 ദിവസത്തേക്ക്: ${link}`;

/** A link that opens nothing any more, in the code the join screen words in Malayalam. */
function gone(state: Exclude<InvitationState, 'valid'>): HttpError {
  const code = INVITATION_ERRORS[state];
  return new HttpError(410, code, `This link was ${state === 'used' ? 'used already' : state}`);
}

const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Guessing links spends the address's budget of failed logins (docs/product.md "Join link /join/{token}"). */
  async function refuseGuessing(request: FastifyRequest, reply: FastifyReply) {
    await refuseOverBudget(app, request, reply, 'tries');
  }

  /** The link of a token, or undefined (counted as a guess). */
  async function linkOf(request: FastifyRequest, reply: FastifyReply, token: string) {
    await refuseGuessing(request, reply);
    const found = await findInvitationByHash(app.db, hashToken(token));
    if (!found) await app.loginFailures.increment(`ip:${request.ip}`);
    return found;
  }

  on(app, invitationsApi.list)(
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['invitations'],
        summary: "A family's invitations with their state (admin)",
        params: IdParams,
        response: { 200: z.array(InvitationSchema), ...errorResponses(404) },
      },
    },
    async (request) => {
      const house = await findHouse(app.db, request.params.id);
      if (!house) throw notFound('Family');
      return listInvitations(app.db, house.id);
    },
  );

  on(app, invitationsApi.create)(
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['invitations'],
        summary: 'Make a single-use join link for a family (admin): the link, its expiry and a WhatsApp address',
        params: IdParams,
        body: InvitationCreateSchema,
        response: { 201: NewInvitationSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const me = signedInUser(request);
      const { memberId } = request.body;
      const made = await app.write({ user: me, invalidates: [] }, async (tx) => {
        const house = await findHouse(tx, request.params.id);
        if (!house) throw notFound('Family');
        const member = memberId ? await findMemberOf(tx, house.id, memberId) : null;
        if (memberId && !member) {
          throw badRequest('body.memberId: not a member of this family', {
            'body.memberId': 'Not a member of this family',
          });
        }
        const invitation = await createInvitation(tx, me, { houseId: house.id, memberId: member?.id ?? null });
        return { house, member, invitation };
      });
      const link = `${siteOrigin(app, request)}/join/${made.invitation.token}`;
      const digits = made.member?.phone.replace(/\D/g, '') ?? '';
      const [listed] = await listInvitations(app.db, made.house.id, made.invitation.id);
      return reply.status(201).send({
        invitation: listed,
        link,
        expiresAt: made.invitation.expiresAt.toISOString(),
        whatsapp: digits
          ? `https://wa.me/${digits}?text=${encodeURIComponent(whatsappText(made.house.house, link))}`
          : null,
      });
    },
  );

  on(app, invitationsApi.revoke)(
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['invitations'],
        summary: 'Revoke a link not yet used (admin); a used one stays (409 invitation_used)',
        params: IdParams,
        response: { 200: InvitationSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const houseId = await app.write({ user: signedInUser(request), invalidates: [] }, async (tx, audit) => {
        const row = await findInvitationById(tx, id);
        if (!row) throw notFound('Invitation');
        if (row.usedAt) throw new HttpError(409, INVITATION_ERRORS.used, 'This link was used already');
        // Revoking twice changes nothing and says so no differently.
        if (!row.revokedAt && (await revokeInvitation(tx, id))) {
          await audit({
            action: 'update',
            entity: 'invitation',
            entityId: id,
            before: { houseId: row.houseId, state: stateOf(row) },
            after: { houseId: row.houseId, state: 'revoked' },
          });
        }
        return row.houseId;
      });
      const [listed] = await listInvitations(app.db, houseId, id);
      return listed;
    },
  );

  on(app, invitationsApi.open)(
    {
      schema: {
        tags: ['invitations'],
        summary:
          "A join link's state ('unknown' for no such link), and the family's house name while it is valid (public)",
        params: JoinTokenParams,
        response: { 200: JoinLinkSchema, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const found = await linkOf(request, reply, request.params.token);
      if (!found) return { state: 'unknown' as const, house: null };
      const { row, house } = found;
      const state = stateOf(row);
      // Nothing about the family but its house's name, and that only while the link opens it.
      return { state, house: state === 'valid' ? house : null };
    },
  );

  on(app, invitationsApi.redeem)(
    {
      schema: {
        tags: ['invitations'],
        summary:
          'Make a family account with a join link (public, rate limited): signed in; a used, expired or revoked ' +
          'link is 410, a taken username 409',
        params: JoinTokenParams,
        body: RedeemInvitationSchema,
        response: { 201: SignedInSchema, ...errorResponses(404, 409, 410, 429) },
      },
    },
    async (request, reply) => {
      const found = await linkOf(request, reply, request.params.token);
      if (!found) throw notFound('Link');
      const { row } = found;
      const state = stateOf(row);
      if (state !== 'valid') throw gone(state);
      const { username, password } = request.body;
      // Hashed before the transaction: scrypt's time holds no row lock.
      const passwordHash = await hashPassword(password);
      const user = await app.write(
        // The audit rows name the new account (written below), not a signed-in user: there is none.
        { user: { _id: row.id, username }, invalidates: [] },
        async (tx) => {
          if (!(await takeInvitation(tx, row.id))) {
            const now = await findInvitationById(tx, row.id);
            const after = now ? stateOf(now) : 'revoked';
            throw gone(after === 'valid' ? 'used' : after);
          }
          const created = await insertFamilyUser(tx, { username, passwordHash, houseId: row.houseId });
          if (!created) throw new HttpError(409, ERROR_CODES.usernameTaken, `The username ${username} is taken`);
          await markUsedBy(tx, row.id, created._id);
          await writeAudit(tx, {
            user: created,
            action: 'create',
            entity: 'user',
            entityId: created._id,
            after: { username, houseId: row.houseId, invitationId: row.id },
          });
          await writeAudit(tx, {
            user: created,
            action: 'update',
            entity: 'invitation',
            entityId: row.id,
            before: { houseId: row.houseId, state: 'valid' },
            after: { houseId: row.houseId, state: 'used', usedBy: username },
          });
          return created;
        },
      );
      await app.startSession(reply, user._id);
      return reply.status(201).send({ userInfo: user });
    },
  );

  await app.register(passkeyRoutes);
};

export default invitationRoutes;
