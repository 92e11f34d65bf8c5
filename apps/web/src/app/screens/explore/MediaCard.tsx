import { Link } from 'react-router';
import { formatMediaLength, stripTags, VIDEO_MESSAGES } from '@trestle/core';
import { MediaTile } from '@trestle/ui';
import { fileUrl, postPath } from '../../posts/files';
import type { MediaItem, Post } from '../../posts/types';

const KIND_WORD: Record<MediaItem['type'], string> = {
  image: 'Image',
  gif: 'GIF',
  video: 'Video',
  audio: 'Audio',
};

/** The picture of a media item: the image itself, a video's poster (or first frame), or a sign. */
function Picture({ item }: { item: MediaItem }) {
  if (item.processing) return <span>{VIDEO_MESSAGES.processing}</span>;
  if (item.type === 'image' || item.type === 'gif') {
    return <img src={fileUrl(item.file)} alt={item.alt ?? ''} loading="lazy" />;
  }
  if (item.type === 'video') {
    return item.thumbnail ? (
      <img src={fileUrl(item.thumbnail)} alt="" loading="lazy" />
    ) : (
      // No poster yet: the first frame, without sound and without loading the whole file.
      <video src={fileUrl(item.file)} muted preload="metadata" playsInline aria-hidden="true" />
    );
  }
  return (
    <span aria-hidden="true" style={{ fontSize: '2rem' }}>
      ♪
    </span>
  );
}

/** The badge of a tile: the length of a video or sound, "GIF", and how many more items follow. */
function badgeOf(item: MediaItem, count: number): string | null {
  const parts: string[] = [];
  if (item.type === 'gif') parts.push('GIF');
  if (item.duration !== undefined && (item.type === 'video' || item.type === 'audio')) {
    parts.push(formatMediaLength(item.duration));
  }
  if (count > 1) parts.push(`+${count - 1}`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** One post in a media grid: its first media item, its author and first words; opens the post. */
export function MediaCard({ post }: { post: Post }) {
  const item = post.media[0];
  const words = (post.title ?? stripTags(post.text)).trim().slice(0, 120);
  return (
    <MediaTile
      as={Link}
      to={postPath(post.id)}
      aria-label={`${item ? KIND_WORD[item.type] : 'Post'} by @${post.user.username}${words ? `: ${words}` : ''}`}
      picture={item ? <Picture item={item} /> : null}
      badge={item ? badgeOf(item, post.media.length) : null}
      caption={
        <>
          <strong>@{post.user.username}</strong>
          {words ? ` · ${words}` : ''}
        </>
      }
    />
  );
}
