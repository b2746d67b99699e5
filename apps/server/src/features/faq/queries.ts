// FAQ items (docs/product.md "FAQ record"). The FAQ's `order` is the table's position.
import { asc, sql } from 'drizzle-orm';
import type { Faq } from '@parish/shared/faq';
import type { Db } from '../../db/client.ts';
import { faq } from '../../db/schema.ts';
import { tableQueries } from '../../db/table-queries.ts';

const faqColumns = {
  _id: faq.id,
  question: faq.question,
  answer: faq.answer,
  audioUrl: faq.audioUrl,
  order: faq.position,
};

const rows = tableQueries<Faq>(faq, faqColumns, [asc(faq.position), asc(faq.createdAt), asc(faq.id)]);

/**
 * Find, insert, update, delete and the list in order (db/table-queries.ts); a new item with order 0
 * (or none) goes last.
 */
export const faqRows = {
  ...rows,
  insert: async (tx: Db, input: { order?: number }) =>
    rows.insert(tx, { ...input, order: input.order || (await nextFaqOrder(tx)) }),
};

/** The next place at the end of the list (a new item with no order goes last). */
async function nextFaqOrder(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`coalesce(max(${faq.position}), 0) + 1` }).from(faq);
  return Number(row?.n ?? 1);
}
