import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import './MediaTile.css';

export type MediaTileProps<C extends ElementType = 'a'> = {
  /** The element or component to render: 'a' by default, or the router's Link. */
  as?: C;
  /** The picture: an img, a video poster, or a placeholder; it fills a square, cropped. */
  picture: ReactNode;
  /** A short marker over the picture's corner: a length ("1:05"), "GIF", "+2". */
  badge?: ReactNode;
  /** A line or two under the picture (who posted it, the first words). */
  caption?: ReactNode;
  className?: string;
} & Omit<ComponentPropsWithoutRef<C>, 'as' | 'className' | 'children' | 'picture'>;

/**
 * One item of a media grid: a square picture that is a link, with a corner badge and a short
 * caption. The whole tile is the link, so it takes one Tab and opens with Enter.
 */
export function MediaTile<C extends ElementType = 'a'>({
  as,
  picture,
  badge,
  caption,
  className,
  ...rest
}: MediaTileProps<C>) {
  const Component: ElementType = as ?? 'a';
  return (
    <Component {...rest} className={cx('tr-media-tile', className)}>
      <span className="tr-media-tile__media">
        {picture}
        {badge ? <span className="tr-media-tile__badge">{badge}</span> : null}
      </span>
      {caption ? <span className="tr-media-tile__caption">{caption}</span> : null}
    </Component>
  );
}

export interface MediaGridProps extends ComponentPropsWithoutRef<'ul'> {
  /** Accessible name of the list ("Images found"). */
  'aria-label': string;
}

/** A list of tiles in as many columns as fit: two on a phone, more on a wide screen. */
export function MediaGrid({ className, ...rest }: MediaGridProps) {
  return <ul {...rest} className={cx('tr-media-grid', className)} />;
}
