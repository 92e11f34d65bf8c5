// Checking a list's title with core's listTitleSchema (the web form uses the same rule).
import { listTitleSchema } from '@trestle/core';
import { badRequest } from '../../platform/http/errors';

export function checkedTitle(raw: string): string {
  const parsed = listTitleSchema.safeParse(raw);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid list title.';
    throw badRequest(message, { title: message });
  }
  return parsed.data;
}
