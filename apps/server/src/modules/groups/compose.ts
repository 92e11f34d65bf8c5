// Checking what a person writes into a group: its name (core's groupNameSchema: trimmed, the one
// name rule for groups and channels), its title, its rules and its pictures.
import { groupNameSchema } from '@trestle/core';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/http/errors';
import { assertOwnUploads } from '../../platform/storage/attached-files';

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

export interface GroupPictures {
  avatar?: string | null | undefined;
  background_image?: string | null | undefined;
}

/**
 * The avatar and background must be images the person uploaded (POST /files); on an edit, the
 * group's current ones are kept whoever uploaded them (a group handed to a new owner keeps them).
 */
export async function checkedPictures(
  ctx: AppContext,
  ownerId: string,
  body: GroupPictures,
  current: GroupPictures = {},
): Promise<void> {
  const kept = new Set([current.avatar, current.background_image].filter((n) => !!n) as string[]);
  await assertOwnUploads(
    ctx.db,
    ownerId,
    (['avatar', 'background_image'] as const).map((field) => ({
      names: body[field] ? [body[field]] : [],
      kind: 'image' as const,
      field,
    })),
    { kept },
  );
}
