// The sandesham table: newest first.
import { desc, eq } from 'drizzle-orm';
import type { Sandesham } from '@parish/shared/sandesham';
import type { Db } from '../../db/client.ts';
import { sandesham } from '../../db/schema.ts';

const columns = {
  _id: sandesham.id,
  name: sandesham.name,
  title: sandesham.title,
  image: sandesham.image,
  preImage: sandesham.preImage,
  fileType: sandesham.fileType,
  messageUrl: sandesham.messageUrl,
};

export async function listSandesham(db: Db): Promise<Sandesham[]> {
  return db.select(columns).from(sandesham).orderBy(desc(sandesham.createdAt), desc(sandesham.id));
}

export async function insertSandesham(db: Db, row: Omit<Sandesham, '_id'>): Promise<Sandesham> {
  const [created] = await db.insert(sandesham).values(row).returning(columns);
  return created;
}

export async function deleteSandesham(db: Db, id: string): Promise<Sandesham | undefined> {
  const [gone] = await db.delete(sandesham).where(eq(sandesham.id, id)).returning(columns);
  return gone;
}
