// The parish history (docs/product.md "History record"): one row, its paragraphs joined by ##.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { history } from '../../db/schema.ts';

export async function getHistory(db: Db): Promise<string | undefined> {
  const [row] = await db.select({ history: history.history }).from(history).where(eq(history.id, 1));
  return row?.history;
}

export async function saveHistory(tx: Db, text: string): Promise<void> {
  await tx
    .insert(history)
    .values({ id: 1, history: text })
    .onConflictDoUpdate({ target: history.id, set: { history: text, updatedAt: new Date() } });
}
