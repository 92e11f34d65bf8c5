// Builds board items from ids, in the ids' order: the row, its owner, the viewer's marks
// (favorite, applied) and its documents. Areas present these as their wire shape.
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../db/database';
import type { BoardDocumentRow, BoardItemRow, UserRow } from '../db/tables';
import { keywordQuery } from './search';
import type { BoardViewer } from './viewer';

export type ListedDocument = Omit<BoardDocumentRow, 'text'>;

export interface BoardItem {
  row: BoardItemRow;
  owner: UserRow;
  favorite: boolean;
  appliedByMe: boolean;
  /** In the order the owner gave them; without their text, which can be long. */
  documents: ListedDocument[];
  /** Documents whose extracted text matched the search keyword (for `filesSearch`). */
  matchedDocuments: BoardDocumentRow[];
}

export async function loadBoardItems(
  db: Db,
  viewer: BoardViewer,
  ids: readonly string[],
  options: { keyword?: string } = {},
): Promise<BoardItem[]> {
  if (ids.length === 0) return [];
  const itemIds = [...ids];
  const rows = await db.selectFrom('board_items').selectAll().where('id', 'in', itemIds).execute();
  const ownerIds = [...new Set(rows.map((row) => row.owner_id))];
  const [owners, favorites, applied, documents, matched] = await Promise.all([
    db.selectFrom('users').selectAll().where('id', 'in', ownerIds).execute(),
    db
      .selectFrom('board_favorites')
      .select('item_id')
      .where('user_id', '=', viewer.id)
      .where('item_id', 'in', itemIds)
      .execute(),
    db
      .selectFrom('board_applications')
      .select('item_id')
      .where('applicant_id', '=', viewer.id)
      .where('item_id', 'in', itemIds)
      .execute(),
    db
      .selectFrom('board_documents')
      .select(['item_id', 'position', 'url', 'name', 'file_name', 'extracted'])
      .where('item_id', 'in', itemIds)
      .orderBy('position')
      .execute(),
    options.keyword
      ? db
          .selectFrom('board_documents')
          .select(['item_id', 'position', 'url', 'name', 'file_name', 'extracted', 'text'])
          .where('item_id', 'in', itemIds)
          .where(sql<SqlBool>`board_documents.text_vector @@ ${keywordQuery(options.keyword)}`)
          .orderBy('position')
          .execute()
      : Promise.resolve([]),
  ]);

  const ownerById = new Map(owners.map((owner) => [owner.id, owner]));
  const favorite = new Set(favorites.map((f) => f.item_id));
  const appliedTo = new Set(applied.map((a) => a.item_id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return itemIds.flatMap((id) => {
    const row = byId.get(id);
    const owner = row && ownerById.get(row.owner_id);
    if (!row || !owner) return [];
    return [
      {
        row,
        owner,
        favorite: favorite.has(id),
        appliedByMe: appliedTo.has(id),
        documents: documents.filter((d) => d.item_id === id),
        matchedDocuments: matched.filter((d) => d.item_id === id),
      },
    ];
  });
}
