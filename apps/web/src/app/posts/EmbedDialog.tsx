import { useEffect, useId, useRef } from 'react';
import { embedSnippet, type EmbedSnippetPost } from '@trestle/core';
import { Button } from '@trestle/ui';
import styles from './Dialogs.module.css';

export interface EmbedDialogProps {
  post: EmbedSnippetPost;
  /** The site's address the snippet points at (the page's origin). */
  origin: string;
  /** Says how the copy went (a toast). */
  notify: (message: string, kind: 'success' | 'error' | 'info') => void;
  onClose: () => void;
}

/** Whether a post can be shown on other sites at all: not premium, not in a closed group. */
export function isEmbeddable(post: {
  premium?: boolean;
  locked?: boolean;
  group: { type: string } | null;
}): boolean {
  return !post.premium && !post.locked && (post.group === null || post.group.type === 'open');
}

/**
 * The snippet to embed a post on another website, selected and ready to copy: a read-only
 * textarea (keyboard users can select it all) and a Copy button.
 */
export function EmbedDialog({ post, origin, notify, onClose }: EmbedDialogProps) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const snippet = embedSnippet(post, origin);

  // After the dialog opens (showModal focuses its first button), the code gets the focus.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      field.current?.focus();
      field.current?.select();
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  async function copy() {
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    field.current?.select();
    try {
      if (!clipboard) throw new Error('No clipboard');
      await clipboard.writeText(snippet);
      notify('Embed code copied.', 'success');
    } catch {
      notify('Could not copy: select the code and copy it yourself.', 'error');
    }
  }

  return (
    <div className={styles.form}>
      <p className={styles.text} id={`${id}-help`}>
        Paste this code into a web page to show the post there. It reads without JavaScript too.
      </p>
      <label className={styles.label} htmlFor={`${id}-code`}>
        Embed code
      </label>
      <textarea
        id={`${id}-code`}
        ref={field}
        className={styles.textarea}
        rows={6}
        readOnly
        value={snippet}
        aria-describedby={`${id}-help`}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className={styles.buttons}>
        <Button type="button" variant="secondary" onClick={onClose}>
          Done
        </Button>
        <Button type="button" onClick={() => void copy()}>
          Copy
        </Button>
      </div>
    </div>
  );
}
