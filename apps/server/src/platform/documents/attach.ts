// Documents attached to a board item or an application are files uploaded through POST /files,
// named by the address POST /files answered with. Any other address is refused: the server never
// fetches a document from elsewhere, and a person attaches only their own uploads of a document's
// kind, a PDF or a picture (or keeps what is already attached when someone else, staff, edits the
// item): the platform's one check, storage/attached-files.
import type { AppContext } from '../context';
import { badRequest } from '../http/errors';
import { assertOwnUploads, NOT_YOUR_UPLOAD } from '../storage/attached-files';
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

/** Another site's address gets the same answer as someone else's upload. */
export const DOCUMENT_NOT_UPLOADED = NOT_YOUR_UPLOAD;

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
 * one of our files, a file that is neither the person's own upload nor in `alreadyAttached`, or
 * one that is not a PDF or a picture.
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
  await assertOwnUploads(
    ctx.db,
    ownerId,
    { names: named.map((n) => n.fileName), kind: 'document', field },
    { kept: alreadyAttached },
  );
  return named.map(({ document, fileName }) => ({
    url: fileUrl(fileName),
    name: document.name?.trim() || fileName,
    fileName,
  }));
}
