import { normaliseError, type NormalisedError } from '@trestle/core';
import type { components } from '@trestle/sdk';

export type Chat = components['schemas']['Chat'];
export type DirectMessage = components['schemas']['DirectMessage'];
export type DirectMessageMatch = components['schemas']['DirectMessageMatch'];
export type ReactionType = components['schemas']['ReactionType'];
export type UserSummary = components['schemas']['UserSummary'];

export const REACTIONS: { value: ReactionType; label: string; emoji: string }[] = [
  { value: 'like', label: 'Like', emoji: '👍' },
  { value: 'love', label: 'Love', emoji: '❤️' },
  { value: 'happy', label: 'Happy', emoji: '😄' },
  { value: 'sad', label: 'Sad', emoji: '😢' },
  { value: 'dislike', label: 'Dislike', emoji: '👎' },
  { value: 'hate', label: 'Hate', emoji: '😠' },
];

export function nameOf(user: UserSummary): string {
  return user.general.displayName || user.username;
}

/** "10:42" today, "12 Mar" this year, "12 Mar 2025" before. */
export function shortTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (date.toDateString() === now.toDateString()) {
    return date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  }
  const sameYear = date.getFullYear() === now.getFullYear();
  return date.toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}

/** The list's excerpt of a chat's latest message. */
export function excerptOf(message: DirectMessage | null, viewerId: string | undefined): string {
  if (!message) return 'No messages yet';
  const own = message.sender.id === viewerId ? 'You: ' : '';
  if (message.deleted) return `${own}This message was deleted`;
  const text = message.text?.replace(/\s+/g, ' ').trim();
  if (text) return `${own}${text}`;
  return `${own}${message.media.length === 1 ? 'A file' : `${message.media.length} files`}`;
}

/** What a failed call threw, as the error the screens show. */
export function asLoadError(failure: unknown): NormalisedError {
  if (
    failure &&
    typeof failure === 'object' &&
    Array.isArray((failure as NormalisedError).messages)
  ) {
    return failure as NormalisedError;
  }
  return normaliseError({ networkError: true });
}
