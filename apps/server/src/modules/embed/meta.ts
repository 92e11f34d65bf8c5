// What other sites read from a post's page before any script runs: Open Graph and Twitter card
// tags (link previews in chats and social sites) and the oEmbed discovery link.
import { embedExcerpt, isPureRepost } from '@trestle/core';
import type { components } from '@trestle/openapi/types';
import { escapeHtml } from './html';
import { postPagePath } from './page';

type Post = components['schemas']['Post'];

/** The id in a post page or embed page path, or null for any other path. */
export function postIdOfPath(path: string): string | null {
  const match = /^\/(?:post|embed)\/([^/]+)\/*$/i.exec(path);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

export const fileAddress = (publicUrl: string, name: string) =>
  `${publicUrl}/api/files/${encodeURIComponent(name)}`;

/** The picture a preview shows: the post's first image (or video still), else the author's. */
export function previewImage(post: Post, publicUrl: string): string | null {
  for (const item of post.media) {
    if (item.type === 'image' || item.type === 'gif') return fileAddress(publicUrl, item.file);
    if (item.type === 'video' && item.thumbnail) return fileAddress(publicUrl, item.thumbnail);
  }
  return post.user.general.avatar ? fileAddress(publicUrl, post.user.general.avatar) : null;
}

/** The first image with a known size, as an oEmbed thumbnail. */
export function thumbnailOf(post: Post, publicUrl: string) {
  const shown = isPureRepost(post) && post.repost ? post.repost : post;
  const item = shown.media.find(
    (m) => (m.type === 'image' || m.type === 'gif') && m.width && m.height,
  );
  return item
    ? {
        thumbnail_url: fileAddress(publicUrl, item.file),
        thumbnail_width: item.width!,
        thumbnail_height: item.height!,
      }
    : null;
}

/** "Ana Builder (@ana) on Trestle". */
export function previewTitle(post: Post): string {
  const name = post.user.general.displayName || post.user.username;
  return `${name} (@${post.user.username}) on Trestle`;
}

/** The head tags of the page of a post a visitor may read. */
export function postPageHead(requested: Post, publicUrl: string): string {
  const post = isPureRepost(requested) && requested.repost ? requested.repost : requested;
  const url = `${publicUrl}${postPagePath(requested.id)}`;
  const title = previewTitle(post);
  const description = embedExcerpt(post, 200) || 'A post on Trestle.';
  const image = previewImage(post, publicUrl);
  const hasMediaImage = post.media.some((m) => m.type === 'image' || m.type === 'gif');
  const oembed = `${publicUrl}/api/oembed?format=json&url=${encodeURIComponent(url)}`;
  const tags: Array<[string, string, string]> = [
    ['property', 'og:type', 'article'],
    ['property', 'og:site_name', 'Trestle'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ...(image ? [['property', 'og:image', image] as [string, string, string]] : []),
    ['property', 'article:published_time', post.createdAt],
    ['name', 'twitter:card', hasMediaImage ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ...(image ? [['name', 'twitter:image', image] as [string, string, string]] : []),
  ];
  return [
    ...tags.map(
      ([attribute, key, value]) =>
        `<meta ${attribute}="${key}" content="${escapeHtml(value)}" data-server-head />`,
    ),
    `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(oembed)}" title="${escapeHtml(title)}" data-server-head />`,
    `<link rel="canonical" href="${escapeHtml(url)}" data-server-head />`,
  ].join('\n    ');
}
