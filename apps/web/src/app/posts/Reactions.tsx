import { useId, useRef, useState } from 'react';
import {
  formatCompactNumber,
  REACTION_EMOJI,
  REACTION_LABELS,
  REACTION_TYPES,
  reactionSummary,
  type ReactionType,
} from '@trestle/core';
import { useDismiss, VisuallyHidden } from '@trestle/ui';
import { Icon } from './icons';
import type { Post } from './types';
import styles from './PostCard.module.css';

/** "12 👍 3 ❤️": the reactions given, per type, most first. */
export function ReactionSummary({ post }: { post: Post }) {
  const entries = reactionSummary(post.reactions_count);
  if (entries.length === 0) return null;
  const spoken = entries
    .map(({ type, count }) => `${count} ${REACTION_LABELS[type].toLowerCase()}`)
    .join(', ');
  return (
    <p className={styles.summary} aria-label={`Reactions: ${spoken}`}>
      {entries.map(({ type, count }) => (
        <span key={type} className={styles.summaryItem} aria-hidden="true">
          {formatCompactNumber(count)} {REACTION_EMOJI[type]}
        </span>
      ))}
    </p>
  );
}

export interface ReactionPickerProps {
  post: Post;
  busy: boolean;
  onReact: (type: ReactionType) => void;
}

/**
 * The React button: shows the person's reaction and opens the six reactions, each a toggle
 * (one per person; picking the same one again takes it back).
 */
export function ReactionPicker({ post, busy, onReact }: ReactionPickerProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pickerRef = useRef<HTMLDivElement>(null);
  // Escape (anywhere) and a press outside close it, as every menu does.
  useDismiss({
    open,
    onDismiss: () => setOpen(false),
    inside: [buttonRef, pickerRef],
    returnFocus: buttonRef,
  });
  const mine = post.liked_by_user?.reaction.type ?? null;
  const total = formatCompactNumber(post.likes_count);
  return (
    <div className={styles.reactions}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.action}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {mine ? <span aria-hidden="true">{REACTION_EMOJI[mine]}</span> : <Icon name="react" />}
        {/* Named by its content, so the visible count is part of the name (label in name). */}
        <VisuallyHidden>
          {mine ? `Your reaction: ${REACTION_LABELS[mine]}. Change reaction, ` : 'React, '}
        </VisuallyHidden>
        <span className={styles.count}>{total}</span>
      </button>
      {open ? (
        <div ref={pickerRef} id={id} role="group" aria-label="Reactions" className={styles.picker}>
          {REACTION_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              className={styles.reaction}
              aria-pressed={mine === type}
              aria-label={REACTION_LABELS[type]}
              title={REACTION_LABELS[type]}
              disabled={busy}
              onClick={() => {
                setOpen(false);
                onReact(type);
              }}
            >
              <span aria-hidden="true">{REACTION_EMOJI[type]}</span>
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
