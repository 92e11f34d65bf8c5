// The works and the gallery of a profile, as the edit form holds them and the contract takes them
// (openapi/src/components/schemas/profile.yaml: ProfileUpdate.works and .gallery). Works are typed
// one per row (title, year, description; a stored picture is kept); gallery files are the
// person's own uploads, each with an optional caption that is also the picture's text alternative.

export const PROFILE_WORKS_MAX = 50;
export const PROFILE_WORK_TITLE_MAX = 200;
export const PROFILE_WORK_DESCRIPTION_MAX = 2000;
export const PROFILE_WORK_YEAR_MIN = 1900;
export const PROFILE_WORK_YEAR_MAX = 2100;
export const PROFILE_GALLERY_MAX = 100;
export const PROFILE_GALLERY_CAPTION_MAX = 300;

export const PROFILE_WORK_MESSAGES = {
  title: 'Give the work a title.',
  titleTooLong: `Keep the title under ${PROFILE_WORK_TITLE_MAX + 1} characters.`,
  descriptionTooLong: `Keep the description under ${PROFILE_WORK_DESCRIPTION_MAX + 1} characters.`,
  year: `Enter a year from ${PROFILE_WORK_YEAR_MIN} to ${PROFILE_WORK_YEAR_MAX}, or leave it empty.`,
  captionTooLong: `Keep each caption under ${PROFILE_GALLERY_CAPTION_MAX + 1} characters.`,
} as const;

/** A work as stored and shown (the contract's Work). */
export interface ProfileWork {
  title: string;
  description?: string;
  year?: number;
  image?: string | null;
}

/** A gallery entry as stored and shown (the contract's GalleryItem). */
export interface ProfileGalleryItem {
  file: string;
  caption?: string;
}

/** One row of the works editor: text as typed. */
export interface WorkDraft {
  title: string;
  description: string;
  /** '' for none. */
  year: string;
  /** A stored picture, kept as it is (the editor does not change it). */
  image: string | null;
}

export type WorkDraftErrors = Partial<Record<'title' | 'description' | 'year', string>>;

export const EMPTY_WORK_DRAFT: WorkDraft = { title: '', description: '', year: '', image: null };

export function workDraftOf(work: ProfileWork): WorkDraft {
  return {
    title: work.title,
    description: work.description ?? '',
    year: work.year === undefined ? '' : String(work.year),
    image: work.image ?? null,
  };
}

/** Whether more works may be added to `count` of them. */
export function canAddWork(count: number): boolean {
  return count < PROFILE_WORKS_MAX;
}

function workErrors(draft: WorkDraft): WorkDraftErrors {
  const errors: WorkDraftErrors = {};
  const title = draft.title.trim();
  if (title === '') errors.title = PROFILE_WORK_MESSAGES.title;
  else if (title.length > PROFILE_WORK_TITLE_MAX) errors.title = PROFILE_WORK_MESSAGES.titleTooLong;
  if (draft.description.trim().length > PROFILE_WORK_DESCRIPTION_MAX) {
    errors.description = PROFILE_WORK_MESSAGES.descriptionTooLong;
  }
  const year = draft.year.trim();
  if (year !== '') {
    const value = Number(year);
    if (!/^\d{4}$/.test(year) || value < PROFILE_WORK_YEAR_MIN || value > PROFILE_WORK_YEAR_MAX) {
      errors.year = PROFILE_WORK_MESSAGES.year;
    }
  }
  return errors;
}

export type WorksCheck =
  { ok: true; works: ProfileWork[] } | { ok: false; errors: WorkDraftErrors[] };

/**
 * The works to send for the rows of the editor, or each row's errors (same order). Blanks are
 * trimmed away; a row without a title is an error, not silently dropped.
 */
export function checkWorkDrafts(drafts: readonly WorkDraft[]): WorksCheck {
  const errors = drafts.map(workErrors);
  if (errors.some((row) => Object.keys(row).length > 0)) return { ok: false, errors };
  return {
    ok: true,
    works: drafts.slice(0, PROFILE_WORKS_MAX).map((draft) => {
      const description = draft.description.trim();
      const year = draft.year.trim();
      return {
        title: draft.title.trim(),
        ...(description ? { description } : {}),
        ...(year ? { year: Number(year) } : {}),
        ...(draft.image ? { image: draft.image } : {}),
      };
    }),
  };
}

/** How many of `picked` files fit in a gallery that holds `count`. */
export function galleryRoomFor(count: number, picked: number): number {
  return Math.max(0, Math.min(picked, PROFILE_GALLERY_MAX - count));
}

/** The gallery to send: captions trimmed and cut to the limit, blank ones left out. */
export function galleryBody(items: readonly ProfileGalleryItem[]): ProfileGalleryItem[] {
  return items.slice(0, PROFILE_GALLERY_MAX).map(({ file, caption }) => {
    const text = (caption ?? '').trim().slice(0, PROFILE_GALLERY_CAPTION_MAX);
    return text ? { file, caption: text } : { file };
  });
}

const VIDEO_FILE = /\.(mp4|webm|mov)$/i;

/**
 * Whether a gallery file is a video (the server also takes videos there; names end in the
 * extension of the detected type): shown as a player instead of a picture.
 */
export function isGalleryVideo(file: string): boolean {
  return VIDEO_FILE.test(file);
}
