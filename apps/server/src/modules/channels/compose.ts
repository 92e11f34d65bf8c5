// Checking what a person writes into a channel: its name and title (core's channelNameSchema and
// channelTitleSchema, the same rules the web form shows), its description and its background
// image (one of the person's own uploaded images).
import { channelNameSchema, channelTitleSchema } from '@trestle/core';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/http/errors';
import { ownFiles } from './repo';

export const UNKNOWN_IMAGE = 'Upload the picture first: this is not one of your files.';
export const NOT_AN_IMAGE = 'The background must be an image.';

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
  const [file] = await ownFiles(ctx.db, ownerId, [name]);
  if (!file) throw badRequest(UNKNOWN_IMAGE, { background_image: UNKNOWN_IMAGE });
  if (!file.mime.startsWith('image/')) {
    throw badRequest(NOT_AN_IMAGE, { background_image: NOT_AN_IMAGE });
  }
  return name;
}
