// People's privacy requests (docs/product.md "Privacy requests"): anyone, without an account, asks
// for access, correction or erasure, or complains; the office answers each within
// PRIVACY_ANSWER_DAYS, and every answer is kept with who gave it and when.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdSchema } from '@parish/shared/common';
import {
  PRIVACY_REQUESTS_PER_WINDOW,
  PrivacyRequestInputSchema,
  PrivacyRequestSchema,
  PrivacyRequestUpdateSchema,
} from '@parish/shared/privacy';
import { RATE_LIMIT_WINDOW_MS } from '@parish/shared/plain/constants';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { errorResponses, notFound } from '../../plugins/errors.ts';
import {
  countOpenRequests,
  findRequest,
  insertRequest,
  listRequests,
  presentRequest,
  updateRequest,
} from './rights-queries.ts';
import { on } from '../../plugins/routes.ts';
import { privacy } from '@parish/shared/plain/routes/privacy';

const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  on(app, privacy.request)(
    {
      // A public write: its own small budget per address (docs/decisions.md "Privacy requests need no account").
      config: { rateLimit: { max: PRIVACY_REQUESTS_PER_WINDOW, timeWindow: RATE_LIMIT_WINDOW_MS } },
      schema: {
        tags: ['privacy'],
        summary:
          `Ask for access, correction or erasure, or make a grievance (anyone; ${PRIVACY_REQUESTS_PER_WINDOW} ` +
          'per address in 15 minutes): answered within 90 days',
        body: PrivacyRequestInputSchema,
        response: {
          201: z.object({
            message: z.literal('Request received'),
            _id: IdSchema,
            receivedAt: z.string(),
            dueAt: z.string(),
          }),
        },
      },
    },
    async (request, reply) => {
      // No audit row: the request is its own record, and a visitor is no account to name.
      const row = presentRequest(await insertRequest(app.db, request.body));
      return reply
        .status(201)
        .send({ message: 'Request received' as const, _id: row._id, receivedAt: row.receivedAt, dueAt: row.dueAt });
    },
  );

  on(app, privacy.requests)(
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['privacy'],
        summary: 'Every privacy request (admin): the open ones first, oldest first, each with its 90-day due date',
        response: { 200: z.object({ items: z.array(PrivacyRequestSchema), open: z.number().int() }) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      const items = (await listRequests(app.db)).map(presentRequest);
      return { items, open: await countOpenRequests(app.db) };
    },
  );

  on(app, privacy.answerRequest)(
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['privacy'],
        summary: 'Answer or refuse a request, or open it again (admin): the status and the answer given',
        params: z.object({ id: IdSchema }),
        body: PrivacyRequestUpdateSchema,
        response: { 200: PrivacyRequestSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { id } = request.params;
      const row = await app.write({ user, invalidates: [] }, async (tx, audit) => {
        const old = await findRequest(tx, id, true);
        if (!old) throw notFound('Request');
        const updated = await updateRequest(tx, id, request.body, user.username);
        // The request's own fields stay out of the log: its status and answer are what changed.
        await audit({
          action: 'update',
          entity: 'privacy_request',
          entityId: id,
          before: { status: old.status, answer: old.answer },
          after: { status: updated.status, answer: updated.answer },
        });
        return updated;
      });
      return presentRequest(row);
    },
  );
};

export default requestRoutes;
