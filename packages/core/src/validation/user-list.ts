import { z } from 'zod';

/** A list's title: 1–100 characters (the contract's ListTitle). */
export const LIST_TITLE_MAX_LENGTH = 100;
/** Lists one person may keep (the spec is silent; docs/decisions.md "User lists"). */
export const MAX_USER_LISTS = 100;
/** People on one list (the spec is silent; docs/decisions.md "User lists"). */
export const MAX_LIST_MEMBERS = 500;

export const USER_LIST_MESSAGES = {
  titleRequired: 'List title is required.',
  titleTooLong: `List title must be at most ${LIST_TITLE_MAX_LENGTH} characters.`,
  titleTaken: 'You already have a list with this title.',
  tooManyLists: `You can keep at most ${MAX_USER_LISTS} lists.`,
  listFull: `A list can hold at most ${MAX_LIST_MEMBERS} people.`,
} as const;

/** A list's title: trimmed, inner spaces collapsed, 1–100 characters of any kind. */
export const listTitleSchema = z
  .string({ error: USER_LIST_MESSAGES.titleRequired })
  .trim()
  .transform((value) => value.replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, { error: USER_LIST_MESSAGES.titleRequired })
      .max(LIST_TITLE_MAX_LENGTH, { error: USER_LIST_MESSAGES.titleTooLong }),
  );
