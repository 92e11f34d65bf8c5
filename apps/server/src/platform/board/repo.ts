// Writes to the board tables that every area shares.
import { stripTags } from '@trestle/core';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { BoardApplicationsTable, BoardItemsTable, OpenStatus, UserRow } from '../db/tables';
import { newId } from '../ids';

/** What keyword search reads: the title, the description's words and the keywords. */
export function searchTextOf(
  title: string,
  descriptionHtml: string,
  keywords: string[] = [],
): string {
  return [title, stripTags(descriptionHtml), ...keywords].join(' ');
}

export type NewBoardItem = Omit<Insertable<BoardItemsTable>, 'id' | 'search_text'>;

export async function insertBoardItem(db: Db, item: NewBoardItem): Promise<string> {
  const id = newId();
  await db
    .insertInto('board_items')
    .values({
      ...item,
      id,
      search_text: searchTextOf(item.title, item.description, item.keywords ?? []),
    })
    .execute();
  return id;
}

/** Changes the given columns; the search text follows the title, description and keywords. */
export async function updateBoardItem(
  db: Db,
  id: string,
  patch: Omit<Updateable<BoardItemsTable>, 'id' | 'search_text' | 'kind' | 'owner_id'>,
): Promise<void> {
  const current = await db
    .selectFrom('board_items')
    .select(['title', 'description', 'keywords'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const title = patch.title ?? current.title;
  const description = patch.description ?? current.description;
  const keywords = patch.keywords ?? current.keywords;
  await db
    .updateTable('board_items')
    .set({
      ...patch,
      search_text: searchTextOf(title, description, keywords),
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Opens or closes an item. Opening a project whose bid deadline has passed also removes that
 * deadline: otherwise it would still read as closed (open-status.ts) and "Reopen" would do nothing.
 */
export async function setBoardStatus(db: Db, id: string, status: OpenStatus): Promise<void> {
  const deadline =
    status === 'opened'
      ? sql<Date | null>`case when bids_close_at <= now() then null else bids_close_at end`
      : sql<Date | null>`bids_close_at`;
  await db
    .updateTable('board_items')
    .set({ status, bids_close_at: deadline, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deleteBoardItem(db: Db, id: string): Promise<void> {
  await db.deleteFrom('board_items').where('id', '=', id).execute();
}

export interface DocumentInput {
  url: string;
  name?: string;
  /** The stored file's name (from POST /files). */
  fileName: string;
}

/**
 * Replaces the item's documents, keeping the extracted text of those that stay (same file), and
 * answers the file names that are new (their text is still to be extracted).
 */
export async function replaceDocuments(
  db: Db,
  itemId: string,
  documents: DocumentInput[],
): Promise<string[]> {
  const before = await db
    .selectFrom('board_documents')
    .select(['file_name', 'text', 'extracted'])
    .where('item_id', '=', itemId)
    .execute();
  const known = new Map(before.map((d) => [d.file_name, d]));
  await db.deleteFrom('board_documents').where('item_id', '=', itemId).execute();
  if (documents.length > 0) {
    await db
      .insertInto('board_documents')
      .values(
        documents.map((document, position) => ({
          item_id: itemId,
          position,
          url: document.url,
          name: document.name ?? null,
          file_name: document.fileName,
          text: known.get(document.fileName)?.text ?? null,
          extracted: known.get(document.fileName)?.extracted ?? 'pending',
        })),
      )
      .execute();
  }
  return documents.map((d) => d.fileName).filter((name) => !known.has(name));
}

export type ApplicationInput = Pick<
  Insertable<BoardApplicationsTable>,
  'amount' | 'currency' | 'message' | 'documents' | 'details'
>;

/**
 * One application per person per item: a second one replaces the first (a bid edited in place).
 * Answers whether it was new, and keeps the item's applications count.
 */
export async function upsertApplication(
  db: Db,
  itemId: string,
  applicantId: string,
  input: ApplicationInput,
): Promise<{ id: string; created: boolean }> {
  return db.transaction().execute(async (tx) => {
    const existing = await tx
      .selectFrom('board_applications')
      .select('id')
      .where('item_id', '=', itemId)
      .where('applicant_id', '=', applicantId)
      .forUpdate()
      .executeTakeFirst();
    if (existing) {
      await tx
        .updateTable('board_applications')
        .set({ ...input, updated_at: sql`now()` })
        .where('id', '=', existing.id)
        .execute();
      return { id: existing.id, created: false };
    }
    const id = newId();
    await tx
      .insertInto('board_applications')
      .values({ ...input, id, item_id: itemId, applicant_id: applicantId })
      .execute();
    await tx
      .updateTable('board_items')
      .set((eb) => ({ applications_count: eb('applications_count', '+', 1) }))
      .where('id', '=', itemId)
      .execute();
    return { id, created: true };
  });
}

/** Whether the person already applied to (bid on, asked a quote of) the item. */
export async function hasApplied(db: Db, itemId: string, applicantId: string): Promise<boolean> {
  const row = await db
    .selectFrom('board_applications')
    .select('id')
    .where('item_id', '=', itemId)
    .where('applicant_id', '=', applicantId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The applications to an item, newest first, with their applicants. */
export async function listApplications(
  db: Db,
  itemId: string,
  page: { skip: number; limit: number },
) {
  return db
    .selectFrom('board_applications')
    .selectAll()
    .where('item_id', '=', itemId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
}

/** The people who sent these applications, by id: one query for a page of them. */
export async function applicantsOf(
  db: Db,
  applications: readonly { applicant_id: string }[],
): Promise<Map<string, UserRow>> {
  const ids = [...new Set(applications.map((a) => a.applicant_id))];
  if (ids.length === 0) return new Map();
  const users = await db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
  return new Map(users.map((user) => [user.id, user]));
}
