// Every query of the files area.
import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { FileRow, FilesTable } from '../../platform/db/tables';

export async function insertFile(db: Db, row: Insertable<FilesTable>): Promise<void> {
  await db.insertInto('files').values(row).execute();
}

export function findFile(db: Db, name: string): Promise<FileRow | undefined> {
  return db.selectFrom('files').selectAll().where('name', '=', name).executeTakeFirst();
}
