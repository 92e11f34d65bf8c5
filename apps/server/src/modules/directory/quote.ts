// A quote request becomes the first message of the conversation between the requester and the
// listing's owner: what is asked, the project details, and the files attached to the message.
import { DM_TEXT_MAX_LENGTH, SECTOR_LABELS } from '@trestle/core';
import type { components } from '@trestle/openapi/types';

type QuoteRequestInput = components['schemas']['QuoteRequestInput'];

/** The message text: a heading, the details, then the request's words (cut to fit a message). */
export function quoteMessageText(listingTitle: string, input: QuoteRequestInput, email: string) {
  const details = [
    input.zip ? `Project ZIP code: ${input.zip}` : null,
    input.budget !== undefined ? `Budget: ${input.budget} ${input.currency ?? 'USD'}` : null,
    input.startDate ? `Start date: ${input.startDate}` : null,
    input.category ? `Sector: ${SECTOR_LABELS[input.category]}` : null,
    input.phone ? `Phone: ${input.phone}` : null,
    `E-mail: ${email}`,
  ].filter((line) => line !== null);
  const head = `Quote request for ${listingTitle}\n\n`;
  const tail = `\n\n${details.join('\n')}`;
  const room = Math.max(0, DM_TEXT_MAX_LENGTH - head.length - tail.length);
  const words = input.message.trim();
  return `${head}${words.length > room ? `${words.slice(0, room - 1)}…` : words}${tail}`;
}
