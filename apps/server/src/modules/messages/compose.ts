// Turning a request into a message to store: core's text rule, the caller's own uploads, the type
// the files make, and a reply to a message of the same chat.
import {
  DIRECT_MESSAGE_MESSAGES,
  DM_TEXT_MAX_LENGTH,
  directMessageTextOf,
  textLength,
} from '@trestle/core';
import type { components } from '@trestle/openapi/types';
import type { Caller } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { DirectMessageType, FileRow, UserRow } from '../../platform/db/tables';
import { badRequest } from '../../platform/http/errors';
import { assertOwnUploads } from '../../platform/storage/attached-files';
import { findChatMessage, type NewMessage } from './repo';

type DirectMessageCreate = components['schemas']['DirectMessageCreate'];

export const REPLY_ELSEWHERE = 'Reply to a message of this chat that was not deleted.';
export const typeMismatch = (type: DirectMessageType) =>
  `The files make this a message of type ${type}: leave type out or send ${type}.`;

/** The message type a file makes: gif, image, video, audio, or file (documents). */
export function typeOfFile(file: Pick<FileRow, 'mime'>): DirectMessageType {
  if (file.mime === 'image/gif') return 'gif';
  const family = file.mime.split('/')[0];
  return family === 'image' || family === 'video' || family === 'audio' ? family : 'file';
}

/** Plain text as core keeps it; 400 on `text` when too long. */
export function textOf(text: string | undefined): string | null {
  const clean = directMessageTextOf(text);
  if (clean !== null && textLength(clean) > DM_TEXT_MAX_LENGTH) {
    throw badRequest(DIRECT_MESSAGE_MESSAGES.textTooLong, {
      text: DIRECT_MESSAGE_MESSAGES.textTooLong,
    });
  }
  return clean;
}

/** The message to store from the caller to `recipient`, or a 400 naming the field. */
export async function composeMessage(
  ctx: AppContext,
  caller: Caller,
  recipient: UserRow,
  body: DirectMessageCreate,
): Promise<NewMessage> {
  const text = textOf(body.text);
  const names = [...new Set(body.media ?? [])];
  // Any kind of file: the message's type follows from them.
  const owned = await assertOwnUploads(ctx.db, caller.user.id, {
    names,
    kind: 'any',
    field: 'media',
  });
  if (text === null && names.length === 0) {
    throw badRequest(DIRECT_MESSAGE_MESSAGES.empty, { text: DIRECT_MESSAGE_MESSAGES.empty });
  }
  const type = names.length > 0 ? typeOfFile(owned.get(names[0]!)!) : 'text';
  // `text` is the contract's default, so it cannot mean "no files": the files decide then.
  if (body.type !== undefined && body.type !== 'text' && body.type !== type) {
    throw badRequest(typeMismatch(type), { type: typeMismatch(type) });
  }
  let replyToId: string | null = null;
  if (body.reply !== undefined) {
    const replied = await findChatMessage(
      ctx.db,
      caller.user.id,
      recipient.id,
      body.reply.toLowerCase(),
    );
    if (!replied || replied.deleted_at !== null) {
      throw badRequest(REPLY_ELSEWHERE, { reply: REPLY_ELSEWHERE });
    }
    replyToId = replied.id;
  }
  return {
    senderId: caller.user.id,
    recipientId: recipient.id,
    type,
    text,
    media: names,
    replyToId,
  };
}
