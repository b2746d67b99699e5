// News rows and push subscriptions (docs/decisions.md "News and web push").
import { and, count, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { normalizePushEndpoint, type News, type NewsInput, type PushSubscriptionBody } from '@parish/shared/news';
import type { Db } from '../../db/client.ts';
import { news, pushSubscriptions } from '../../db/schema.ts';
import { pageOf } from '../../db/table-queries.ts';
import { recentlyCreatedBy } from '../../domain/own-writes.ts';

/** The audit log's entity name of a news item: its create row names the author. */
export const NEWS_ENTITY = 'news';

const columns = {
  _id: news.id,
  title: news.title,
  news: news.news,
  image: news.image,
  preImage: news.preImage,
  createdAt: news.createdAt,
};

type Row = Omit<News, 'createdAt'> & { createdAt: Date };
const present = (row: Row): News => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Newest first. */
export async function newsPage(db: Db, limit: number, offset: number): Promise<{ items: News[]; total: number }> {
  const [rows, total] = await pageOf<Row>(db, news, columns, [desc(news.createdAt), desc(news.id)], limit, offset);
  return { items: rows.map(present), total };
}

export async function findNews(db: Db, id: string): Promise<News | undefined> {
  const [row] = await db.select(columns).from(news).where(eq(news.id, id));
  return row && present(row);
}

export async function insertNews(db: Db, input: NewsInput): Promise<News> {
  const [row] = await db
    .insert(news)
    .values({
      title: input.title,
      news: input.news,
      image: input.image ?? null,
      preImage: input.preImage ?? null,
    })
    .returning(columns);
  return present(row);
}

export async function deleteNews(db: Db, id: string): Promise<News | undefined> {
  const [row] = await db.delete(news).where(eq(news.id, id)).returning(columns);
  return row && present(row);
}

/** The news `userId` posted within the own-write window that still exist (their author may delete them). */
export const newsPostedBy = (db: Db, userId: string, ids?: string[]) =>
  recentlyCreatedBy(db, userId, NEWS_ENTITY, news, ids);

/**
 * Stores a subscription: one row per endpoint. The same endpoint with new keys replaces them; the
 * same subscription again writes nothing; a new endpoint is refused (`full`) while `max` rows are
 * kept. Two processes adding at once at the bound may pass it by a row or two.
 */
export async function saveSubscription(
  db: Db,
  sub: PushSubscriptionBody,
  max: number,
  /** An admin's browser: told of change requests too (docs/product.md "Requests queue /admin/requests"). */
  userId: string | null = null,
): Promise<'added' | 'updated' | 'unchanged' | 'full'> {
  const {
    keys: { p256dh, auth },
  } = sub;
  const endpoint = normalizePushEndpoint(sub.endpoint);
  const [stored] = await db
    .select({ p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  if (stored?.p256dh === p256dh && stored.auth === auth && stored.userId === userId) return 'unchanged';
  if (!stored) {
    const [{ n }] = await db.select({ n: count() }).from(pushSubscriptions);
    if (n >= max) return 'full';
  }
  await db
    .insert(pushSubscriptions)
    .values({ endpoint, p256dh, auth, userId })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { p256dh, auth, userId },
      where: or(
        ne(pushSubscriptions.p256dh, p256dh),
        ne(pushSubscriptions.auth, auth),
        sql`${pushSubscriptions.userId} is distinct from ${userId}`,
      ),
    });
  return stored ? 'updated' : 'added';
}

/** Forgets a subscription, its endpoint in any spelling; whether it was there is not said. */
export async function deleteSubscription(db: Db, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, normalizePushEndpoint(endpoint)));
}
