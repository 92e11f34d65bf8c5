import { z } from 'zod';

export const GROUP_NAME_MIN_LENGTH = 3;
export const GROUP_NAME_MAX_LENGTH = 50;
/** Letters (any script), digits, spaces and . , ' & - _ ; must start with a letter or digit. */
export const GROUP_NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} .,'&_-]*$/u;

export const CHANNEL_NAME_MIN_LENGTH = 3;
export const CHANNEL_NAME_MAX_LENGTH = 30;
/** A channel's name is its handle, like a username: ASCII letters, digits and underscore. */
export const CHANNEL_NAME_PATTERN = /^[A-Za-z0-9_]+$/;

export const CHANNEL_TITLE_MAX_LENGTH = 80;

export const ENTITY_NAME_MESSAGES = {
  groupRequired: 'Group name is required.',
  groupTooShort: `Group name must be at least ${GROUP_NAME_MIN_LENGTH} characters.`,
  groupTooLong: `Group name must be at most ${GROUP_NAME_MAX_LENGTH} characters.`,
  groupCharset:
    "Group name must start with a letter or digit and may contain only letters, digits, spaces and . , ' & - _",
  channelRequired: 'Channel name is required.',
  channelTooShort: `Channel name must be at least ${CHANNEL_NAME_MIN_LENGTH} characters.`,
  channelTooLong: `Channel name must be at most ${CHANNEL_NAME_MAX_LENGTH} characters.`,
  channelCharset: 'Channel name may contain only letters, digits and underscores.',
  titleRequired: 'Channel title is required.',
  titleTooLong: `Channel title must be at most ${CHANNEL_TITLE_MAX_LENGTH} characters.`,
} as const;

/** A group's name: trimmed, inner spaces collapsed, 3–50 characters. */
export const groupNameSchema = z
  .string({ error: ENTITY_NAME_MESSAGES.groupRequired })
  .trim()
  .transform((value) => value.replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, { error: ENTITY_NAME_MESSAGES.groupRequired })
      .min(GROUP_NAME_MIN_LENGTH, { error: ENTITY_NAME_MESSAGES.groupTooShort })
      .max(GROUP_NAME_MAX_LENGTH, { error: ENTITY_NAME_MESSAGES.groupTooLong })
      .regex(GROUP_NAME_PATTERN, { error: ENTITY_NAME_MESSAGES.groupCharset }),
  );

/** A channel's name (its unique handle): trimmed, 3–30 letters, digits and underscores. */
export const channelNameSchema = z
  .string({ error: ENTITY_NAME_MESSAGES.channelRequired })
  .trim()
  .min(1, { error: ENTITY_NAME_MESSAGES.channelRequired })
  .min(CHANNEL_NAME_MIN_LENGTH, { error: ENTITY_NAME_MESSAGES.channelTooShort })
  .max(CHANNEL_NAME_MAX_LENGTH, { error: ENTITY_NAME_MESSAGES.channelTooLong })
  .regex(CHANNEL_NAME_PATTERN, { error: ENTITY_NAME_MESSAGES.channelCharset });

/** A channel's display title: trimmed, 1–80 characters of any kind. */
export const channelTitleSchema = z
  .string({ error: ENTITY_NAME_MESSAGES.titleRequired })
  .trim()
  .min(1, { error: ENTITY_NAME_MESSAGES.titleRequired })
  .max(CHANNEL_TITLE_MAX_LENGTH, { error: ENTITY_NAME_MESSAGES.titleTooLong });
