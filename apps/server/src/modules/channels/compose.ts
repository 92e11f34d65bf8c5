// Checking what a person writes into a channel: its name and title (core's channelNameSchema and
// channelTitleSchema, the same rules the web form shows), its description and its background
// image (one of the person's own uploaded images: the platform's one check).
import { channelNameSchema, channelTitleSchema } from '@trestle/core';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/http/errors';
import { assertOwnUploads } from '../../platform/storage/attached-files';

function parsed<T>(schema: z.ZodType<T>, raw: string, field: string): T {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message ?? `Invalid ${field}.`;
  throw badRequest(message, { [field]: message });
}

export const checkedName = (raw: string): string => parsed(channelNameSchema, raw, 'name');

export const checkedTitle = (raw: string): string => parsed(channelTitleSchema, raw, 'title');

/** Trimmed; empty is none. */
export const checkedDescription = (raw: string): string | null => raw.trim() || null;

/** The background image must be an image the person uploaded (POST /files). */
export async function checkedImage(ctx: AppContext, ownerId: string, name: string) {
  await assertOwnUploads(ctx.db, ownerId, {
    names: [name],
    kind: 'image',
    field: 'background_image',
  });
  return name;
}
