import { useState } from 'react';
import { cx } from '../../utils/cx';
import './Avatar.css';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps {
  /** The person's or company's name: the initials fallback and the default alt text. */
  name: string;
  /** Image URL; when missing or when it fails to load, the initials are shown. */
  src?: string | null;
  /** Alt text for the image; defaults to `name`. Pass "" when the name is shown next to it. */
  alt?: string;
  size?: AvatarSize;
  className?: string;
}

/** Up to two initials: first letters of the first and last words ("Ana María López" → "AL"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return (Array.from(first)[0]! + (last ? Array.from(last)[0]! : '')).toUpperCase();
}

/** A round picture of a person or company, with an initials fallback. */
export function Avatar({ name, src, alt, size = 'md', className }: AvatarProps) {
  // Remember which URL failed, so a new `src` gets a fresh try without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = alt ?? name;
  const classes = cx('tr-avatar', `tr-avatar--${size}`, className);

  if (src && src !== failedSrc) {
    return <img className={classes} src={src} alt={label} onError={() => setFailedSrc(src)} />;
  }
  return (
    <span
      className={cx(classes, 'tr-avatar--initials')}
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
