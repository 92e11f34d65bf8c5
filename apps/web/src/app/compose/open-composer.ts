// Opens the composer in a modal. The composer (and TipTap with it) is its own chunk, loaded the
// first time a composer opens, so the pages people read first stay small.
import { createElement } from 'react';
import { lazyPage } from '../../lazy/lazy-page';
import type { Services } from '../services';
import { COMPOSER_TITLES, type ComposerMode, type Post } from './composer-mode';

export type { ComposerMode, Post } from './composer-mode';

const LazyComposer = lazyPage(() => import('./Composer'));

export { DISCARD_QUESTION, DISCARD_TEXT } from './composer-mode';

export const SAVED_MESSAGES: Record<ComposerMode['kind'], string> = {
  new: 'Your post is published.',
  reply: 'Your reply is posted.',
  quote: 'Your quote is posted.',
  edit: 'Your changes are saved.',
};

/**
 * Opens the composer in a modal. `onDone` receives the post the server returned (the new post,
 * the reply, the quote post, or the edited post) once it is saved.
 */
export function openComposer(
  services: Services,
  mode: ComposerMode,
  onDone?: (post: Post) => void,
): void {
  // Unsaved work makes closing (close button, Escape, Cancel) ask first, in the composer's own
  // question dialog; its "Discard" closes for good.
  let dirty = false;
  let askDiscard: (() => void) | null = null;
  const id = services.modals.open({
    title:
      mode.kind === 'new' && mode.group
        ? `New post in ${mode.group.title}`
        : COMPOSER_TITLES[mode.kind],
    canClose: () => {
      if (!dirty || !askDiscard) return true;
      askDiscard();
      return false;
    },
    content: createElement(LazyComposer, {
      services,
      mode,
      onDirtyChange: (value: boolean) => {
        dirty = value;
      },
      onCancel: () => services.modals.close(id),
      onAskDiscard: (ask: () => void) => {
        askDiscard = ask;
      },
      onDiscard: () => services.modals.close(id, { force: true }),
      onSaved: (post: Post) => {
        services.modals.close(id, { force: true });
        services.notify(SAVED_MESSAGES[mode.kind], 'success');
        onDone?.(post);
      },
    }),
  });
}
