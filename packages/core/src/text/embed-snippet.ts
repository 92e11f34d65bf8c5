// The snippet a website pastes to embed a post (the web's "Embed" dialog and the oEmbed answer
// give the same one): a marked blockquote that reads on its own without JavaScript, and the embed
// script (apps/embed), which replaces it with a frame of /embed/:id sized to the post.
import { plainTextOf } from '../state/post-display';

/** The class that marks a blockquote for embed.js (apps/embed's MARKER_CLASS). */
export const EMBED_MARKER_CLASS = 'trestle-post';
/** Longest excerpt of the post's words inside the snippet's blockquote. */
export const EMBED_EXCERPT_LENGTH = 280;

export interface EmbedSnippetPost {
  id: string;
  title?: string | null;
  text: string;
  createdAt: string;
  user: { username: string; general: { displayName: string } };
}

const escape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The post's words, flattened and cut on a word boundary with an ellipsis. */
export function embedExcerpt(
  post: Pick<EmbedSnippetPost, 'title' | 'text'>,
  max = EMBED_EXCERPT_LENGTH,
): string {
  const flat = plainTextOf(post).replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The HTML to paste: `origin` is the Trestle site's (PUBLIC_URL, or the page's origin in the
 * web app). The date is the UTC day, the same whoever copies it.
 */
export function embedSnippet(post: EmbedSnippetPost, origin: string): string {
  const base = origin.replace(/\/+$/, '');
  const url = `${base}/post/${encodeURIComponent(post.id)}`;
  const words = embedExcerpt(post);
  const name = post.user.general.displayName || post.user.username;
  const day = post.createdAt.slice(0, 10);
  return (
    `<blockquote class="${EMBED_MARKER_CLASS}" data-post-id="${escape(post.id)}">` +
    (words ? `<p>${escape(words)}</p>` : '') +
    `&mdash; ${escape(name)} (@${escape(post.user.username)}) ` +
    `<a href="${escape(url)}">${escape(day)}</a></blockquote>\n` +
    `<script async src="${escape(base)}/embed.js"></script>`
  );
}
