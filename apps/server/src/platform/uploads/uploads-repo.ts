import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/community-platform.ts';

export type UploadRow = typeof uploads.$inferSelect;
export type UploadPurpose = UploadRow['purpose'];

export async function insertUpload(db: Db, row: UploadRow): Promise<void> {
  await db.insert(uploads).values(row);
}

export async function uploadByKey(db: Db, key: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
  return row ?? null;
}

export async function deleteUpload(db: Db, key: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.key, key));
}
