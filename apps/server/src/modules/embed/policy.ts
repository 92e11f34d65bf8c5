// The embed area's rules: which addresses are this site's, and the size an embed asks for.
import type { components } from '@trestle/openapi/types';
import type { Db } from '../../platform/db/database';
import { readPost } from '../../platform/feed/index';

type Post = components['schemas']['Post'];

export const EMBED_NOT_FOUND = 'No public post at this address.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One post as the open web sees it, or null: read as a visitor whoever asks, through the read
 * rules' visitor place (premium, private or closed groups, closed profiles and deleted posts are
 * null). Anything but a post id is null too.
 */
export async function publicPost(db: Db, id: string | null): Promise<Post | null> {
  if (id === null || !UUID.test(id)) return null;
  const post = await readPost(db, null, id, 'public');
  return post && !post.locked ? post : null;
}

/** The widest an embedded post is drawn (embed.js's frames too). */
export const EMBED_MAX_WIDTH = 550;

/**
 * An address on this site: the public address's origin, or the host the request came to (an
 * installation reached by another name than PUBLIC_URL), over http or https.
 */
export function isOwnAddress(address: URL, publicUrl: string, requestHost: string | undefined) {
  if (address.protocol !== 'http:' && address.protocol !== 'https:') return false;
  if (address.origin === new URL(publicUrl).origin) return true;
  return requestHost !== undefined && address.host === requestHost.toLowerCase();
}

/**
 * The size of the frame within the consumer's bounds: the width the card is drawn at, and an
 * estimate of its height (embed.js sets the real one once the frame has drawn).
 */
export function embedSize(post: Post, maxwidth?: number, maxheight?: number) {
  const width = Math.min(EMBED_MAX_WIDTH, maxwidth ?? EMBED_MAX_WIDTH);
  const shown = post.repost && post.media.length === 0 && !post.text ? post.repost : post;
  const lines = Math.ceil((shown.text.length + (shown.title?.length ?? 0)) / 60);
  const estimate = 150 + Math.min(lines, 20) * 22 + (shown.media.length > 0 ? 320 : 0);
  return { width, height: Math.min(estimate, maxheight ?? estimate) };
}
