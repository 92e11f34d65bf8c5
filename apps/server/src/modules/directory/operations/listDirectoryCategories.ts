import { boardViewerOf } from '../../../platform/board/index';
import { DEFAULT_PAGE_SIZE } from '@trestle/core';
import { operation } from '../../../platform/http/operation';
import { listCategories } from '../repo';

/** The taxonomy with the number of listings the caller sees in each category. */
export const listDirectoryCategories = operation(
  'listDirectoryCategories',
  'signed-in',
  async ({ query, caller }, ctx) => {
    const rows = await listCategories(
      ctx.db,
      boardViewerOf(caller.user),
      { parentId: query.parentId?.toLowerCase(), all: query.all ?? false },
      { skip: query.skip ?? 0, limit: query.limit ?? DEFAULT_PAGE_SIZE },
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        parentId: row.parent_id,
        translations: row.translations,
        totalListingsCount: row.total,
      })),
    };
  },
);
