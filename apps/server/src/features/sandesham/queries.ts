// The sandesham table: newest first.
import { desc } from 'drizzle-orm';
import type { Sandesham, SandeshamInput } from '@parish/shared/sandesham';
import { mediaKindOfPath } from '@parish/shared/media';
import type { Db } from '../../db/client.ts';
import { sandesham } from '../../db/schema.ts';
import { tableQueries } from '../../db/table-queries.ts';

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

const rows = tableQueries<Sandesham>(sandesham, columns);

/**
 * Insert and delete (db/table-queries.ts); a message is never changed. Its kind is its file's (checked by
 * the route).
 */
export const sandeshamRows = {
  insert: (db: Db, input: SandeshamInput) =>
    rows.insert(db, { ...input, fileType: mediaKindOfPath(input.messageUrl) ?? input.fileType }),
  remove: rows.remove,
};
