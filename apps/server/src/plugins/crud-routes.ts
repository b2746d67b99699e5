// The admin's writes of a simple domain (issue 9): POST a row, PUT a partial change by `_id`,
// DELETE by `_id` — each through the one write path (transaction, audit row, cache tags, 409) with
// the declared 404/409. A domain with rules of its own (houses, board) writes its routes by hand.
// Issue 11: a domain may open create/update to logged-in users (`guards`), check a change against
// the row it changes (`checkUpdate`) and shape the answer per caller (`present`: what a user may see).
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { requireAdmin, requireUser, signedInUser, type AuthorOrAdminGuard } from './auth.ts';
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
    /** What POST and PUT answer when `present` shapes it (default: `row`). */
    written?: z.ZodType;
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
  /**
   * Who may create and update (default: admins); DELETE stays admin only. An update guard may be
   * `[requireUser, requireAuthorOrAdmin(...)]`: users correct only what they created lately.
   */
  guards?: { create?: WriteGuard; update?: WriteGuard | [typeof requireUser, AuthorOrAdminGuard] };
  /** A rule across fields, checked on the row as it will be (throw badRequest); runs in the transaction. */
  checkUpdate?: (before: Row, fields: Fields) => void;
  /** The answer of POST and PUT for this caller (default: the row). Declare its schema in `schemas.written`. */
  present?: (row: Row, request: FastifyRequest) => unknown;
}

type WriteGuard = typeof requireAdmin | typeof requireUser;

export function crudWrites<Row extends { _id: string }, Input, Fields, Deleted>(
  app: ZodApp, d: CrudWrites<Row, Input, Fields, Deleted>,
): void {
  const { schemas, queries } = d;
  const tags = [d.tag];
  const written = schemas.written ?? schemas.row;
  const present = (row: Row, request: FastifyRequest) => (d.present ? d.present(row, request) : row);

  app.post('/', {
    preHandler: d.guards?.create ?? requireAdmin,
    schema: { tags, summary: d.summaries.create, body: schemas.create, response: { 201: written, ...errorResponses(409) } },
  }, async (request, reply) => {
    const created = await app.write({ user: signedInUser(request), invalidates: d.invalidates }, async (tx, audit) => {
      const row = await queries.insert(tx, request.body as Input);
      await audit({ action: 'create', entity: d.entity, entityId: row._id, after: row });
      return row;
    });
    return reply.status(201).send(present(created, request));
  });

  app.put('/', {
    preHandler: d.guards?.update ?? requireAdmin,
    schema: { tags, summary: d.summaries.update, body: schemas.update, response: { 200: written, ...errorResponses(404, 409) } },
  }, async (request) => {
    const { _id, ...fields } = request.body as { _id: string } & Fields;
    const saved = await app.write({ user: signedInUser(request), invalidates: d.invalidates }, async (tx, audit) => {
      const before = await queries.find(tx, _id);
      if (!before) throw notFound(d.label);
      d.checkUpdate?.(before, fields as Fields);
      const after = await queries.update(tx, _id, fields as Fields);
      if (!after) throw notFound(d.label);
      await audit({ action: 'update', entity: d.entity, entityId: _id, before, after });
      return after;
    });
    return present(saved, request);
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
