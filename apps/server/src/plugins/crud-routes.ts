// The admin's writes of a simple domain (issue 9): POST a row, PUT a partial change by `_id`,
// DELETE by `_id` — each through the one write path (transaction, audit row, cache tags, 409) with
// the declared 404/409. A domain with rules of its own (houses, board) writes its routes by hand.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { requireAdmin, signedInUser } from './auth.ts';
import { errorResponses, notFound } from './errors.ts';
import type { CacheTag } from './cache-tags.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export interface CrudWrites<Row extends { _id: string }, Input, Fields, Deleted> {
  /** The OpenAPI tag. */
  tag: string;
  /** The audit log's entity name. */
  entity: string;
  /** As in "Contact not found". */
  label: string;
  invalidates: CacheTag[];
  schemas: {
    row: z.ZodType<Row>;
    create: z.ZodType<Input>;
    update: z.ZodType<{ _id: string } & Fields>;
    remove: z.ZodType<{ _id: string }>;
    /** What DELETE answers (the spec's wire form). */
    deleted: z.ZodType<Deleted>;
  };
  summaries: { create: string; update: string; remove: string };
  queries: {
    insert(tx: Db, input: Input): Promise<Row>;
    find(tx: Db, id: string): Promise<Row | undefined>;
    update(tx: Db, id: string, fields: Fields): Promise<Row | undefined>;
    /** Deletes and returns the row that was there. */
    remove(tx: Db, id: string): Promise<Row | undefined>;
  };
  deleted: Deleted;
}

export function crudWrites<Row extends { _id: string }, Input, Fields, Deleted>(
  app: ZodApp, d: CrudWrites<Row, Input, Fields, Deleted>,
): void {
  const { schemas, queries } = d;
  const tags = [d.tag];

  app.post('/', {
    preHandler: requireAdmin,
    schema: { tags, summary: d.summaries.create, body: schemas.create, response: { 201: schemas.row, ...errorResponses(409) } },
  }, async (request, reply) => {
    const created = await app.write({ user: signedInUser(request), invalidates: d.invalidates }, async (tx, audit) => {
      const row = await queries.insert(tx, request.body as Input);
      await audit({ action: 'create', entity: d.entity, entityId: row._id, after: row });
      return row;
    });
    return reply.status(201).send(created);
  });

  app.put('/', {
    preHandler: requireAdmin,
    schema: { tags, summary: d.summaries.update, body: schemas.update, response: { 200: schemas.row, ...errorResponses(404, 409) } },
  }, async (request) => {
    const { _id, ...fields } = request.body as { _id: string } & Fields;
    return app.write({ user: signedInUser(request), invalidates: d.invalidates }, async (tx, audit) => {
      const before = await queries.find(tx, _id);
      if (!before) throw notFound(d.label);
      const after = await queries.update(tx, _id, fields as Fields);
      if (!after) throw notFound(d.label);
      await audit({ action: 'update', entity: d.entity, entityId: _id, before, after });
      return after;
    });
  });

  app.delete('/', {
    preHandler: requireAdmin,
    schema: { tags, summary: d.summaries.remove, body: schemas.remove, response: { 200: schemas.deleted, ...errorResponses(404, 409) } },
  }, async (request) => {
    const { _id } = request.body as { _id: string };
    await app.write({ user: signedInUser(request), invalidates: d.invalidates }, async (tx, audit) => {
      const gone = await queries.remove(tx, _id);
      if (!gone) throw notFound(d.label);
      await audit({ action: 'delete', entity: d.entity, entityId: _id, before: gone });
    });
    return d.deleted;
  });
}
