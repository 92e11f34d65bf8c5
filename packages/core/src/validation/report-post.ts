import { z } from 'zod';
import { REPORT_TYPES } from '../enums/posts';

/** Longest report text the server takes (reportPost's `text`). */
export const REPORT_TEXT_MAX = 1000;

/**
 * The report dialog: a reason is required; the words are optional, except for "something else",
 * where staff would otherwise not know what is wrong.
 */
export const reportPostSchema = z
  .object({
    type: z.enum(REPORT_TYPES, { error: 'Choose what is wrong with this post.' }),
    text: z
      .string()
      .trim()
      .max(REPORT_TEXT_MAX, { error: `Keep it under ${REPORT_TEXT_MAX} characters.` }),
  })
  .refine((report) => report.type !== 'other' || report.text.length > 0, {
    path: ['text'],
    error: 'Say what is wrong with this post.',
  });
export type ReportPostInput = z.infer<typeof reportPostSchema>;

/** The request body of reportPost: the text is left out when empty. */
export function reportPostBody(input: ReportPostInput): {
  type: ReportPostInput['type'];
  text?: string;
} {
  return input.text ? { type: input.type, text: input.text } : { type: input.type };
}
