import { z } from 'zod';

/**
 * One rule for the names of groups and channels: a name is the address people type and share
 * (`@buildco-news`), like a username, so it is 3–30 ASCII letters, digits, hyphens and
 * underscores, starting with a letter or digit. The display title carries any words.
 */
export const ENTITY_NAME_MIN_LENGTH = 3;
export const ENTITY_NAME_MAX_LENGTH = 30;
export const ENTITY_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

export const GROUP_NAME_MIN_LENGTH = ENTITY_NAME_MIN_LENGTH;
export const GROUP_NAME_MAX_LENGTH = ENTITY_NAME_MAX_LENGTH;
export const GROUP_NAME_PATTERN = ENTITY_NAME_PATTERN;

export const CHANNEL_NAME_MIN_LENGTH = ENTITY_NAME_MIN_LENGTH;
export const CHANNEL_NAME_MAX_LENGTH = ENTITY_NAME_MAX_LENGTH;
export const CHANNEL_NAME_PATTERN = ENTITY_NAME_PATTERN;

/** What the create and edit forms say under the name field. */
export const ENTITY_NAME_HINT =
  'The name is the address people type and share (@name): letters, digits, - and _.';

export const CHANNEL_TITLE_MAX_LENGTH = 80;

export const ENTITY_NAME_MESSAGES = {
  groupRequired: 'Group name is required.',
  groupTooShort: `Group name must be at least ${GROUP_NAME_MIN_LENGTH} characters.`,
  groupTooLong: `Group name must be at most ${GROUP_NAME_MAX_LENGTH} characters.`,
  groupCharset:
    'Group name must start with a letter or digit and may contain only letters, digits, - and _.',
  channelRequired: 'Channel name is required.',
  channelTooShort: `Channel name must be at least ${CHANNEL_NAME_MIN_LENGTH} characters.`,
  channelTooLong: `Channel name must be at most ${CHANNEL_NAME_MAX_LENGTH} characters.`,
  channelCharset:
    'Channel name must start with a letter or digit and may contain only letters, digits, - and _.',
  titleRequired: 'Channel title is required.',
  titleTooLong: `Channel title must be at most ${CHANNEL_TITLE_MAX_LENGTH} characters.`,
} as const;

function entityNameSchema(messages: {
  required: string;
  tooShort: string;
  tooLong: string;
  charset: string;
}) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .min(ENTITY_NAME_MIN_LENGTH, { error: messages.tooShort })
    .max(ENTITY_NAME_MAX_LENGTH, { error: messages.tooLong })
    .regex(ENTITY_NAME_PATTERN, { error: messages.charset });
}

/** A group's name (its address): trimmed, then the one name rule. */
export const groupNameSchema = entityNameSchema({
  required: ENTITY_NAME_MESSAGES.groupRequired,
  tooShort: ENTITY_NAME_MESSAGES.groupTooShort,
  tooLong: ENTITY_NAME_MESSAGES.groupTooLong,
  charset: ENTITY_NAME_MESSAGES.groupCharset,
});

/** A channel's name (its address): trimmed, then the one name rule. */
export const channelNameSchema = entityNameSchema({
  required: ENTITY_NAME_MESSAGES.channelRequired,
  tooShort: ENTITY_NAME_MESSAGES.channelTooShort,
  tooLong: ENTITY_NAME_MESSAGES.channelTooLong,
  charset: ENTITY_NAME_MESSAGES.channelCharset,
});

/**
 * The address a free-form name becomes under the one rule (accents dropped, other marks and
 * spaces as hyphens), for names written before the rule; may still need a suffix to be unique.
 */
export function entityNameFrom(raw: string): string {
  const ascii = raw.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  let name = ascii
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|-+$/g, '')
    .slice(0, ENTITY_NAME_MAX_LENGTH)
    .replace(/-+$/, '');
  while (name.length < ENTITY_NAME_MIN_LENGTH) name += '0';
  return name;
}

/** A channel's display title: trimmed, 1–80 characters of any kind. */
export const channelTitleSchema = z
  .string({ error: ENTITY_NAME_MESSAGES.titleRequired })
  .trim()
  .min(1, { error: ENTITY_NAME_MESSAGES.titleRequired })
  .max(CHANNEL_TITLE_MAX_LENGTH, { error: ENTITY_NAME_MESSAGES.titleTooLong });
