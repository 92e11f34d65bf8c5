import { Link } from 'react-router';
import { formatCompactNumber, pluralize, POST_CATEGORY_LABELS } from '@trestle/core';
import { fileUrl } from '../../posts/files';
import { ChannelFollowButton } from './ChannelFollowButton';
import { channelPath } from './paths';
import type { ChannelRef } from './types';
import styles from './Channels.module.css';

export interface ChannelRowProps<C extends ChannelRef> {
  channel: C;
  /** What the person is to the channel when it is theirs ("Owner"); else Follow / Unfollow. */
  badge?: string | undefined;
  onChange: (channel: C) => void;
}

/** A channel in a list: its picture, title (to its page), handle, category, followers, Follow. */
export function ChannelRow<C extends ChannelRef>({ channel, badge, onChange }: ChannelRowProps<C>) {
  const followers = channel.followersCount ?? 0;
  return (
    <article className={styles.row} aria-label={channel.title}>
      <div
        className={styles.thumb}
        style={
          channel.background_image
            ? { backgroundImage: `url("${fileUrl(channel.background_image)}")` }
            : undefined
        }
        aria-hidden="true"
      />
      <div className={styles.rowText}>
        <Link to={channelPath(channel.id)} className={styles.rowTitle}>
          {channel.title}
        </Link>
        <span className={styles.muted}>
          @{channel.name}
          {channel.category ? ` · ${POST_CATEGORY_LABELS[channel.category]}` : ''} ·{' '}
          {formatCompactNumber(followers)} {pluralize(followers, 'follower')}
          {channel.type === 'private' ? ' · Private' : ''}
        </span>
      </div>
      {badge ? (
        <span className={styles.badge}>{badge}</span>
      ) : (
        <ChannelFollowButton
          channel={channel}
          title={channel.title}
          onChange={onChange}
          size="sm"
        />
      )}
    </article>
  );
}
