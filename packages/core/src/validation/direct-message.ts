import { z } from 'zod';

// Direct messages: plain text (never HTML), media from POST /files, or both. The contract states
// the same bounds (openapi/src/components/schemas/messages.yaml: DirectMessageText,
// DirectMessageCreate.media) and the server applies these functions to what it stores
// (apps/server/src/modules/messages/compose.ts), so the composer and the server agree.

/** Longest message text, in characters (code points, as JSON Schema counts). */
export const DM_TEXT_MAX_LENGTH = 5000;
/** Files one message may carry. */
export const DM_MEDIA_MAX_ITEMS = 10;

/**
 * How often a client may say "typing" for one chat; the server relays at most one such event per
 * chat and connection in this time and drops the rest.
 */
export const DM_TYPING_INTERVAL_MS = 2000;
/** How long a client shows "typing…" after the last event for a chat. */
export const DM_TYPING_SHOW_MS = 6000;

export const DIRECT_MESSAGE_MESSAGES = {
  empty: 'Write a message or attach a file.',
  textTooLong: `A message has at most ${DM_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  tooManyMedia: `Attach at most ${DM_MEDIA_MAX_ITEMS} files.`,
} as const;

// C0 controls other than tab and line feed, DEL, and C1 controls. Carriage returns go too: a line
// break is stored as "\n" alone.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/**
 * The text a message keeps: "\r\n" as "\n", control characters other than line breaks and tabs
 * removed, surrounding white space trimmed. Empty text is null (a message of media only).
 */
export function directMessageTextOf(text: string | null | undefined): string | null {
  if (text == null) return null;
  const clean = text.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();
  return clean === '' ? null : clean;
}

/** Characters as the contract counts them: code points, so an emoji is one. */
export const textLength = (text: string) => [...text].length;

/** The composer's values: the text typed and how many files are attached. */
export const directMessageFormSchema = z
  .object({
    text: z.string(),
    mediaCount: z.number().int().min(0),
  })
  .check((ctx) => {
    const { text, mediaCount } = ctx.value;
    const clean = directMessageTextOf(text);
    if (clean === null && mediaCount === 0) {
      ctx.issues.push({
        code: 'custom',
        path: ['text'],
        message: DIRECT_MESSAGE_MESSAGES.empty,
        input: text,
      });
    }
    if (clean !== null && textLength(clean) > DM_TEXT_MAX_LENGTH) {
      ctx.issues.push({
        code: 'custom',
        path: ['text'],
        message: DIRECT_MESSAGE_MESSAGES.textTooLong,
        input: text,
      });
    }
    if (mediaCount > DM_MEDIA_MAX_ITEMS) {
      ctx.issues.push({
        code: 'custom',
        path: ['media'],
        message: DIRECT_MESSAGE_MESSAGES.tooManyMedia,
        input: mediaCount,
      });
    }
  });
export type DirectMessageFormValues = z.infer<typeof directMessageFormSchema>;
