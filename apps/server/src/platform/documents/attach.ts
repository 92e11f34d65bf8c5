// Documents attached to a board item or an application are files uploaded through POST /files,
// named by the address POST /files answered with. Any other address is refused: the server never
// fetches a document from elsewhere, and a person attaches only their own uploads (or keeps what
// is already attached when someone else, staff, edits the item).
import type { AppContext } from '../context';
import { badRequest } from '../http/errors';
import { STORED_NAME } from '../storage/local-disk';

export interface DocumentInput {
  url: string;
  name?: string | undefined;
}

export interface AttachedDocument {
  /** Always the relative address, `/api/files/<fileName>`. */
  url: string;
  name: string;
  fileName: string;
}

export const DOCUMENT_NOT_UPLOADED =
  'Attach documents you uploaded with POST /files: other addresses are not accepted.';

const FILES_PATH = '/api/files/';

export const fileUrl = (fileName: string) => `${FILES_PATH}${fileName}`;

/** The stored file name an address of ours names, or null for any other address. */
export function fileNameOf(url: string, publicUrl: string): string | null {
  const base = publicUrl.replace(/\/+$/, '');
  const path = url.startsWith(`${base}/`) ? url.slice(base.length) : url;
  if (!path.startsWith(FILES_PATH)) return null;
  const name = path.slice(FILES_PATH.length);
  return STORED_NAME.test(name) ? name : null;
}

/**
 * Checks each document and returns it as stored. 400 naming `field` for an address that is not
 * one of our files, or a file that is neither the person's own upload nor in `alreadyAttached`.
 */
export async function checkedDocuments(
  ctx: AppContext,
  ownerId: string,
  documents: readonly DocumentInput[],
  field: string,
  alreadyAttached: ReadonlySet<string> = new Set(),
): Promise<AttachedDocument[]> {
  const refuse = () => badRequest(DOCUMENT_NOT_UPLOADED, { [field]: DOCUMENT_NOT_UPLOADED });
  const named = documents.map((document) => {
    const fileName = fileNameOf(document.url.trim(), ctx.config.publicUrl);
    if (!fileName) throw refuse();
    return { document, fileName };
  });
  const wanted = [...new Set(named.map((n) => n.fileName))].filter((n) => !alreadyAttached.has(n));
  if (wanted.length > 0) {
    const own = await ctx.db
      .selectFrom('files')
      .select('name')
      .where('name', 'in', wanted)
      .where('owner_id', '=', ownerId)
      .execute();
    if (own.length !== wanted.length) throw refuse();
  }
  return named.map(({ document, fileName }) => ({
    url: fileUrl(fileName),
    name: document.name?.trim() || fileName,
    fileName,
  }));
}
