// The schemas of the route table's operations (docs/architecture.md "Routes"): for an operation,
// its params, query, body and answer, where both sides use them. Apart from the zod-free table
// (plain/routes/), so a screen that only reads never loads zod; the server validates and documents
// with them, and the web's types come from them.
import { z } from 'zod';
import { IdBodySchema } from './common.ts';
import { DepartedInputSchema, DepartedPageSchema, DepartedSchema, DepartedUpdateSchema } from './departed.ts';

/**
 * docs/product.md "Departed API": a page (v from 1) answers `[profiles, total]` (docs/product.md "Departed record").
 */
export const departedSchemas = {
  all: { answer: z.array(DepartedSchema) },
  page: {
    query: z.strictObject({ v: z.coerce.number().int().min(1).max(100_000).default(1) }),
    answer: DepartedPageSchema,
  },
  create: { body: DepartedInputSchema, answer: DepartedSchema },
  update: { body: DepartedUpdateSchema, answer: DepartedSchema },
  remove: { body: IdBodySchema },
};
