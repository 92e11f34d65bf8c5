// The one check for every file a request attaches by name (an avatar or a background, a post's
// media, a message's files, a profile's gallery, a listing's pictures, a project's documents…):
// the file was uploaded through POST /files by the person it is attached for, and it is of a kind
// the field takes. Every area that stores a file name asks this, like a policy: a missing file,
// someone else's upload and a file of the wrong kind are each a 400 naming the field.
import type { Db } from '../db/database';
import type { FileRow } from '../db/tables';
import { badRequest } from '../http/errors';

/** What a field takes. `document` is plans, photos or papers: a PDF or an image. */
export type UploadKind =
  'image' | 'gif' | 'video' | 'audio' | 'image-or-video' | 'document' | 'any';

const FITS: Record<UploadKind, (mime: string) => boolean> = {
  image: (mime) => mime.startsWith('image/'),
  gif: (mime) => mime === 'image/gif',
  video: (mime) => mime.startsWith('video/'),
  audio: (mime) => mime.startsWith('audio/'),
  'image-or-video': (mime) => mime.startsWith('image/') || mime.startsWith('video/'),
  document: (mime) => mime === 'application/pdf' || mime.startsWith('image/'),
  any: () => true,
};

/** Missing, someone else's, or not a file at all: one answer, so it tells nobody which. */
export const NOT_YOUR_UPLOAD =
  'Attach a file you uploaded with POST /files: this is not one of your uploads.';

/** The refusal for a file of the wrong kind, by what the field takes. */
export const WRONG_KIND: Record<Exclude<UploadKind, 'any'>, string> = {
  image: 'This file is not an image: attach a JPEG, PNG, WebP or GIF picture.',
  gif: 'This file is not a GIF.',
  video: 'This file is not a video.',
  audio: 'This file is not a sound recording.',
  'image-or-video': 'This file is not an image or a video.',
  document: 'This file is not a document: attach a PDF or a picture.',
};

/** Files one field attaches. */
export interface Attaching {
  names: readonly string[];
  kind: UploadKind;
  /** The request field a refusal names (`avatar`, `gallery.2.file`, `media`…). */
  field: string;
}

export interface AttachOptions {
  /**
   * Names already attached to the thing being edited: kept as they are, whoever uploaded them
   * (staff editing a project keeps its owner's documents; a group's new owner keeps its avatar).
   */
  kept?: ReadonlySet<string>;
}

/**
 * Checks every file the request attaches, in one query, and answers the stored rows by name.
 * 400 on the field of the first file that is not `ownerId`'s upload (or kept), or not of the
 * field's kind.
 */
export async function assertOwnUploads(
  db: Db,
  ownerId: string,
  attaching: Attaching | readonly Attaching[],
  options: AttachOptions = {},
): Promise<Map<string, FileRow>> {
  const fields = Array.isArray(attaching)
    ? (attaching as readonly Attaching[])
    : [attaching as Attaching];
  const names = [...new Set(fields.flatMap((f) => f.names))];
  if (names.length === 0) return new Map();
  const rows = await db.selectFrom('files').selectAll().where('name', 'in', names).execute();
  const files = new Map(rows.map((row) => [row.name, row]));
  for (const { names: wanted, kind, field } of fields) {
    for (const name of wanted) {
      const file = files.get(name);
      if (!file || (file.owner_id !== ownerId && !options.kept?.has(name))) {
        throw badRequest(NOT_YOUR_UPLOAD, { [field]: NOT_YOUR_UPLOAD });
      }
      if (kind !== 'any' && !FITS[kind](file.mime)) {
        throw badRequest(WRONG_KIND[kind], { [field]: WRONG_KIND[kind] });
      }
    }
  }
  return files;
}
