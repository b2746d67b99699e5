// The privacy notice's version a consent is given under (docs/product.md "Privacy notice"): the
// highest version the office has published; the directory's choices and the notice's own routes
// read it here, so no feature imports another.
import { desc, sql } from 'drizzle-orm';
import type { NoticeText } from '@parish/shared/privacy';
import type { Db } from '../db/client.ts';
import { privacyNotices } from '../db/schema.ts';

/** The version in force; 1 until the office publishes a notice of its own. */
export async function currentNoticeVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: sql<number>`max(${privacyNotices.version})` }).from(privacyNotices);
  return row?.version ?? 1;
}

export interface NoticeRow {
  version: number;
  ml: NoticeText;
  en: NoticeText;
  publishedAt: Date;
  publishedBy: string;
}

/** The notice in force, or null while none was published. */
export async function currentNotice(db: Db): Promise<NoticeRow | null> {
  const [row] = await db.select().from(privacyNotices).orderBy(desc(privacyNotices.version)).limit(1);
  return row ? { ...row, ml: row.ml as NoticeText, en: row.en as NoticeText } : null;
}
