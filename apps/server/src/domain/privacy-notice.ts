// The privacy notice's version a consent is given under (docs/product.md "Privacy notice").
import type { Db } from '../db/client.ts';

/** The version in force; 1 until the office publishes a notice of its own. */
export async function currentNoticeVersion(_db: Db): Promise<number> {
  return 1;
}
