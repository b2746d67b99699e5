// FAQ items and the parish history (spec §3 FAQ, History). The FAQ's `order` is the table's position.
import { asc, eq, sql } from 'drizzle-orm';
import type { Faq, FaqInput, FaqUpdate } from '@parish/shared/faq';
import type { Db } from '../../db/client.ts';
import { faq, history } from '../../db/schema.ts';

const faqColumns = {
  _id: faq.id,
  question: faq.question,
  answer: faq.answer,
  audioUrl: faq.audioUrl,
  order: faq.position,
};

export async function listFaq(db: Db): Promise<Faq[]> {
  return db.select(faqColumns).from(faq).orderBy(asc(faq.position), asc(faq.createdAt), asc(faq.id));
}

export async function findFaq(db: Db, id: string): Promise<Faq | undefined> {
  const [row] = await db.select(faqColumns).from(faq).where(eq(faq.id, id));
  return row;
}

type FaqValues = { question: string; answer: string; audioUrl: string | null; order: number };

export async function insertFaq(tx: Db, input: FaqValues): Promise<Faq> {
  const [row] = await tx.insert(faq).values({
    question: input.question, answer: input.answer, audioUrl: input.audioUrl, position: input.order,
  }).returning(faqColumns);
  return row;
}

/** Sets only the fields present (a field left out keeps its value). */
export async function updateFaq(tx: Db, id: string, fields: Omit<FaqUpdate, '_id'>): Promise<Faq | undefined> {
  const { order, ...rest } = fields as Omit<FaqInput, 'order'> & { order?: number };
  const set = { ...rest, ...(order === undefined ? {} : { position: order }) };
  if (!Object.values(set).some((v) => v !== undefined)) return findFaq(tx, id);
  const [row] = await tx.update(faq).set(set).where(eq(faq.id, id)).returning(faqColumns);
  return row;
}

export async function deleteFaq(tx: Db, id: string): Promise<Faq | undefined> {
  const [row] = await tx.delete(faq).where(eq(faq.id, id)).returning(faqColumns);
  return row;
}

/** The next place at the end of the list (a new item with no order goes last). */
export async function nextFaqOrder(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`coalesce(max(${faq.position}), 0) + 1` }).from(faq);
  return Number(row?.n ?? 1);
}

export async function getHistory(db: Db): Promise<string | undefined> {
  const [row] = await db.select({ history: history.history }).from(history).where(eq(history.id, 1));
  return row?.history;
}

export async function saveHistory(tx: Db, text: string): Promise<void> {
  await tx.insert(history).values({ id: 1, history: text })
    .onConflictDoUpdate({ target: history.id, set: { history: text, updatedAt: new Date() } });
}
