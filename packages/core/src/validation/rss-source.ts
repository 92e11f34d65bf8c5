import { z } from 'zod';

/** Longest feed address the contract accepts (addRssSource). */
export const RSS_URL_MAX_LENGTH = 2000;

export const RSS_SOURCE_MESSAGES = {
  required: 'Enter the address of a news feed.',
  scheme: 'Enter a feed address starting with http:// or https://.',
  tooLong: `A feed address may be at most ${RSS_URL_MAX_LENGTH} characters.`,
} as const;

/**
 * The add-a-news-source form: one feed address, http or https. Whether it really is a feed only
 * the server can tell (it fetches it); its answer shows on the same field.
 */
export const rssSourceSchema = z.object({
  url: z
    .string({ error: RSS_SOURCE_MESSAGES.required })
    .trim()
    .min(1, { error: RSS_SOURCE_MESSAGES.required })
    .max(RSS_URL_MAX_LENGTH, { error: RSS_SOURCE_MESSAGES.tooLong })
    .regex(/^https?:\/\/[^\s/?#]+/i, { error: RSS_SOURCE_MESSAGES.scheme }),
});

export type RssSourceForm = z.infer<typeof rssSourceSchema>;
