// Checking what a person writes into a group: its name (core's groupNameSchema: trimmed, spaces
// collapsed, letters, digits and a few marks), its title and its rules.
import { groupNameSchema } from '@trestle/core';
import { badRequest } from '../../platform/http/errors';

export const TITLE_REQUIRED = 'A title is required.';
export const RULE_TITLE_REQUIRED = 'A rule needs a title.';

export function checkedName(raw: string): string {
  const parsed = groupNameSchema.safeParse(raw);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid group name.';
    throw badRequest(message, { name: message });
  }
  return parsed.data;
}

export function checkedText(raw: string, field: string): string {
  const text = raw.trim();
  if (text === '') throw badRequest(TITLE_REQUIRED, { [field]: TITLE_REQUIRED });
  return text;
}

export function checkedRules(
  rules: readonly { title: string; description?: string | undefined }[],
): { title: string; description: string }[] {
  return rules.map((rule) => {
    const title = rule.title.trim();
    if (title === '') throw badRequest(RULE_TITLE_REQUIRED, { title: RULE_TITLE_REQUIRED });
    return { title, description: rule.description?.trim() ?? '' };
  });
}
