// The directory as a file (docs/decisions.md "The office's tools"),
// admin only: export (CSV or XLSX, streamed) and import
// (a preview that lists every row's problems, then one transaction: all rows or none).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '@parish/shared/plain/error-codes';
import { ExportQuerySchema, ImportReportSchema } from '@parish/shared/office';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import { badRequest, HttpError } from '../../plugins/errors.ts';
import { directoryCsv } from './export.ts';
import { directoryXlsx, readXlsx } from './xlsx.ts';
import { readCsv } from './csv.ts';
import { matchExisting, planImport, writeImport } from './import.ts';
import { on } from '../../plugins/routes.ts';
import { office as officeApi } from '@parish/shared/plain/routes/office';

/** A 100,000-member file is about 15 MB as CSV. */
export const IMPORT_BODY_LIMIT = 64 * 1024 * 1024;
const FILE_TYPES = [
  'text/csv',
  'text/plain',
  'application/octet-stream',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

// Not crudWrites: an import writes many families in one transaction from a file (docs/decisions.md "Server write kit").
const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  // The file arrives as it is (CSV text or XLSX bytes); both are read from a Buffer.
  app.addContentTypeParser(FILE_TYPES, { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );

  on(app, officeApi.export)(
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['directory'],
        summary:
          'The directory of one ward or all, one row per member, every field, CSV (UTF-8 with BOM) or XLSX, ' +
          'streamed (admin)',
        querystring: ExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { ward, format, lang } = request.query;
      // Every export of personal data is recorded: who took which ward's directory, when.
      await app.write({ user: signedInUser(request), invalidates: [] }, (_tx, audit) =>
        audit({ action: 'export', entity: 'directory', entityId: String(ward), after: { ward, format, lang } }),
      );
      const name = `parish-directory-${ward === 'all' ? 'all' : `ward-${ward}`}.${format}`;
      reply.header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store');
      if (format === 'xlsx') {
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .send(directoryXlsx(app.db, ward, lang));
      }
      return reply.type('text/csv; charset=utf-8').send(directoryCsv(app.db, ward, lang));
    },
  );

  const importSchema = (summary: string) => ({
    tags: ['directory'],
    summary,
    consumes: FILE_TYPES,
    body: z.instanceof(Buffer),
    response: { 200: ImportReportSchema },
  });

  async function plan(body: Buffer) {
    let table: string[][];
    try {
      table = body[0] === 0x50 && body[1] === 0x4b ? await readXlsx(body) : await readCsv(body);
    } catch (err) {
      // Past a limit (413/400 with a code of their own); anything else the readers could not parse.
      if (err instanceof HttpError) throw err;
      throw badRequest('The file is neither CSV nor XLSX that can be read', { file: 'unreadable' });
    }
    const result = planImport(table);
    if (!result.report.issues.length) result.report.issues.push(...(await matchExisting(app.db, result.families)));
    const newFamilies = result.families.filter((f) => !f.existingId).length;
    result.report = {
      ...result.report,
      newFamilies,
      updatedFamilies: result.families.length - newFamilies,
      members: result.families.reduce((n, f) => n + f.members.length, 0),
    };
    return result;
  }

  on(app, officeApi.importPreview)(
    {
      preHandler: requireAdmin,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: importSchema('Checks a directory file and says what an import would do, writing nothing (admin)'),
    },
    async (request) => (await plan(request.body)).report,
  );

  on(app, officeApi.import)(
    {
      preHandler: requireAdmin,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: importSchema(
        'Imports a directory file: every row or none; families matched by ward and house name are updated (admin)',
      ),
    },
    async (request, reply) => {
      const { report, families } = await plan(request.body);
      // Every 4xx is the one ApiError shape; the rows' problems are what the preview lists.
      if (report.issues.length) {
        throw new HttpError(
          400,
          ERROR_CODES.importRefused,
          `The file has ${report.issues.length} problems, so nothing was written; ` +
            '/api/directory/import/preview lists them',
        );
      }
      await app.write(
        { user: signedInUser(request), invalidates: [CACHE_TAGS.houses, CACHE_TAGS.contacts] },
        async (tx, audit) => {
          await writeImport(tx, families);
          await audit({
            action: 'import',
            entity: 'directory',
            entityId: null,
            after: {
              rows: report.rows,
              families: report.families,
              newFamilies: report.newFamilies,
              updatedFamilies: report.updatedFamilies,
              members: report.members,
            },
          });
        },
      );
      return { ...report, written: true };
    },
  );
};

export default directoryRoutes;
