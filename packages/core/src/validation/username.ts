import { z } from 'zod';

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
/** ASCII letters, digits and underscore: safe in URLs and free of look-alike characters. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;

export const USERNAME_MESSAGES = {
  required: 'Username is required.',
  tooShort: `Username must be at least ${USERNAME_MIN_LENGTH} characters.`,
  tooLong: `Username must be at most ${USERNAME_MAX_LENGTH} characters.`,
  charset: 'Username may contain only letters, digits and underscores.',
} as const;

/** A username: trimmed, 3–30 characters, letters, digits and underscore. */
export const usernameSchema = z
  .string({ error: USERNAME_MESSAGES.required })
  .trim()
  .min(1, { error: USERNAME_MESSAGES.required })
  .min(USERNAME_MIN_LENGTH, { error: USERNAME_MESSAGES.tooShort })
  .max(USERNAME_MAX_LENGTH, { error: USERNAME_MESSAGES.tooLong })
  .regex(USERNAME_PATTERN, { error: USERNAME_MESSAGES.charset });
