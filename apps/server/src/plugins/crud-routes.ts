// The server write kit (docs/decisions.md "Server write kit"): a simple domain's POST (a row),
// PUT (a partial change by `_id`) and DELETE (by `_id`, answered `{ message }`), each through the
// one write path (transaction, audit row, cache tags, 409) with the declared 404/409. A domain
// whose rows point at stored files names its file fields (`files`): they are checked before the
// row is written (a 400 naming the field) and the files the row no longer shows are released after
// the commit. A domain may open writes to logged-in users (`guards`), apply a rule of its own to a
// new row (`prepareCreate`) or to a change on the row it changes (`checkUpdate`), and shape the
// answer per caller (`present`). A domain that leaves out `insert` or `update` gets no POST or PUT.
// A domain whose public list is every row in its order (`queries.list`) gets that GET from `list`,
// cached until its writes drop it.
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { checkFileFields, filePathsOf, releaseStoredFiles, type FileFields } from '../media/stored-files.ts';
import { requireAdmin, requireUser, signedInUser, type AuthorOrAdminGuard } from './auth.ts';
import { errorResponses, notFound } from './errors.ts';
import type { CacheTag } from './cache-tags.ts';
import type { Audit } from './write.ts';
import type { Route } from '@parish/shared/plain/routes/route';
import { on } from './routes.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type WriteGuard = typeof requireAdmin | typeof requireUser | [typeof requireUser, AuthorOrAdminGuard];

export interface CrudWrites<Row extends { _id: string }, Input, Fields> {
  /** The OpenAPI tag. */
  tag: string;
  /** The public GET of every row (`queries.list`), and what its OpenAPI summary says. */
  list?: { route: Route; summary: string };
  /** The domain's operations in the route table: POST is its `create`, PUT its `update`, DELETE its `remove`. */
  routes: { create?: Route; update?: Route; remove: Route };
  /** The audit log's entity name. */
  entity: string;
  /** As in "Contact not found". */
  label: string;
  /** What DELETE answers in `message` (the spec's success text: 'FAQ deleted'). */
  deleted: string;
  invalidates: CacheTag[];
  schemas: {
    row: z.ZodType<Row>;
    create?: z.ZodType<Input>;
    update?: z.ZodType<{ _id: string } & Fields>;
    remove: z.ZodType<{ _id: string }>;
    /** What POST and PUT answer when `present` shapes it (default: `row`). */
    written?: z.ZodType;
  };
  /** What the OpenAPI summaries add to the kit's own ("Departed profile: add (logged-in users)…"). */
  notes?: { create?: string; update?: string; remove?: string };
  queries: {
    insert?(tx: Db, input: NoInfer<Input>): Promise<Row>;
    /** The row as it is, for PUT. */
    find?(tx: Db, id: string): Promise<Row | undefined>;
    update?(tx: Db, id: string, fields: NoInfer<Fields>): Promise<Row | undefined>;
    /** Deletes and returns the row that was there (one statement: `delete … returning`). */
    remove(tx: Db, id: string): Promise<Row | undefined>;
    /** Every row in the domain's order, for `list`. */
    list?(db: Db): Promise<Row[]>;
  };
  /** The row's stored files: checked before the write, released after the commit. */
  files?: FileFields;
  /**
   * Who may write (default: admins). An update or delete guard may be
   * `[requireUser, requireAuthorOrAdmin(...)]`: users correct only what they created lately.
   */
  guards?: { create?: WriteGuard; update?: WriteGuard; remove?: WriteGuard };
  /** A rule of the domain on a new row (throw badRequest); returns what to write. Runs before the file check. */
  prepareCreate?: (input: Input) => Input;
  /**
   * A rule across fields, checked on the row as it will be (throw badRequest); runs in the
   * transaction, before the file check. May return the fields to write instead of those sent.
   */
  checkUpdate?: (before: Row, fields: Fields) => Fields | void;
  /** The answer of POST and PUT for this caller (default: the row). Declare its schema in `schemas.written`. */
  present?: (row: Row, request: FastifyRequest) => unknown;
}

function whoMay(guard: WriteGuard | undefined): string {
  if (Array.isArray(guard)) return 'an admin, or a user what they created lately';
  return guard === requireUser ? 'logged-in users' : 'admin';
}

/** The one answer of every DELETE of a record: `{ message: 'FAQ deleted' }` (the spec's success texts). */
export const deletedAnswer = <M extends string>(message: M) => z.object({ message: z.literal(message) });

export function crudWrites<Row extends { _id: string }, Input, Fields>(
  app: ZodApp,
  d: CrudWrites<Row, Input, Fields>,
): void {
  const { schemas, queries, files } = d;
  const tags = [d.tag];
  const written = schemas.written ?? schemas.row;
  const present = (row: Row, request: FastifyRequest) => (d.present ? d.present(row, request) : row);
  const write = <T>(request: FastifyRequest, work: (tx: Db, audit: Audit) => Promise<T>) =>
    app.write({ user: signedInUser(request), invalidates: d.invalidates }, work);
  /** After the commit: the files `before` showed that `after` does not (none left: all of them). */
  const release = async (before: Row, after?: Row) => {
    if (!files) return;
    const kept = after ? filePathsOf(files, after) : [];
    await releaseStoredFiles(
      app.db,
      app.store,
      filePathsOf(files, before).filter((p) => !kept.includes(p)),
    );
  };

  const { insert, find, update, list } = queries;
  if (d.list && list) {
    on(app, d.list.route)(
      {
        config: { cache: d.invalidates },
        schema: { tags, summary: d.list.summary, response: { 200: z.array(schemas.row) } },
      },
      async () => list(app.db),
    );
  }

  /** A write's guard (default: admins), body, OpenAPI summary (what it does, who may, notes) and answers. */
  const writeOptions = (
    what: string,
    guard: WriteGuard | undefined,
    body: z.ZodType,
    response: Record<number, z.ZodType | undefined>,
    ...notes: (string | false | undefined)[]
  ) => ({
    preHandler: guard ?? requireAdmin,
    schema: {
      tags,
      body,
      response,
      summary: [`${d.label}: ${what} (${whoMay(guard)})`, ...notes].filter(Boolean).join('; '),
    },
  });
  if (insert && schemas.create && d.routes.create) {
    on(app, d.routes.create)(
      writeOptions('add', d.guards?.create, schemas.create, { 201: written, ...errorResponses(409) }, d.notes?.create),
      async (request, reply) => {
        const prepared = d.prepareCreate ? d.prepareCreate(request.body as Input) : (request.body as Input);
        const input = files ? ((await checkFileFields(files, prepared as object, app.store)) as Input) : prepared;
        const created = await write(request, async (tx, audit) => {
          const row = await insert(tx, input);
          await audit({ action: 'create', entity: d.entity, entityId: row._id, after: row });
          return row;
        });
        return reply.status(201).send(present(created, request));
      },
    );
  }

  if (find && update && schemas.update && d.routes.update) {
    on(app, d.routes.update)(
      writeOptions(
        'change',
        d.guards?.update,
        schemas.update,
        { 200: written, ...errorResponses(404, 409) },
        'a field left out keeps its value',
        d.notes?.update,
        files && 'a replaced file goes after the row unless another row points at it',
      ),
      async (request) => {
        const { _id, ...sent } = request.body as { _id: string } & Fields;
        const { before, after } = await write(request, async (tx, audit) => {
          const old = await find(tx, _id);
          if (!old) throw notFound(d.label);
          const ruled = d.checkUpdate?.(old, sent as Fields) ?? (sent as Fields);
          const fields = files ? ((await checkFileFields(files, ruled as object, app.store, old)) as Fields) : ruled;
          const row = await update(tx, _id, fields);
          if (!row) throw notFound(d.label);
          await audit({ action: 'update', entity: d.entity, entityId: _id, before: old, after: row });
          return { before: old, after: row };
        });
        await release(before, after);
        return present(after, request);
      },
    );
  }

  const deleted = deletedAnswer(d.deleted);
  on(app, d.routes.remove)(
    writeOptions(
      'delete',
      d.guards?.remove,
      schemas.remove,
      { 200: deleted, ...errorResponses(404, 409) },
      d.notes?.remove,
      files && 'its files go after the row unless another row points at them',
    ),
    async (request) => {
      const { _id } = request.body as { _id: string };
      const gone = await write(request, async (tx, audit) => {
        const row = await queries.remove(tx, _id);
        if (!row) throw notFound(d.label);
        await audit({ action: 'delete', entity: d.entity, entityId: _id, before: row });
        return row;
      });
      await release(gone);
      return { message: d.deleted };
    },
  );
}
