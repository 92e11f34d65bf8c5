import type { components } from '@trestle/sdk';

export type Post = components['schemas']['Post'];

/** What the composer is opened for. */
export type ComposerMode =
  /**
   * A new post; in a group when `group` is given (posted with its `groupId`), into a channel when
   * `channelId` is given (its owner's).
   */
  | { kind: 'new'; group?: { id: string; title: string }; channelId?: string }
  | { kind: 'reply'; to: Post }
  | { kind: 'quote'; of: Post }
  | { kind: 'edit'; post: Post };

export const COMPOSER_TITLES: Record<ComposerMode['kind'], string> = {
  new: 'New post',
  reply: 'Reply',
  quote: 'Quote post',
  edit: 'Edit post',
};

/** The question before unsaved work is dropped (the composer's own dialog). */
export const DISCARD_QUESTION = 'Discard what you wrote?';
export const DISCARD_TEXT = 'It has not been posted.';
