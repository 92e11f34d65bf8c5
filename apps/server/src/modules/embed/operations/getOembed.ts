import { embedSnippet } from '@trestle/core';
import { HttpError, notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { postIdOfPath, previewTitle, thumbnailOf } from '../meta';
import { EMBED_NOT_FOUND, embedSize, isOwnAddress, publicPost } from '../policy';

/** How long a consumer may keep an answer: counts and names change, slowly. */
const CACHE_AGE_SECONDS = 3600;

export const getOembed = operation('getOembed', 'public', async ({ query, request }, ctx) => {
  // oEmbed 1.0, section 2.3.5: a format the provider does not offer is 501.
  if ((query.format ?? 'json') !== 'json') {
    throw new HttpError(501, 'Only the json format is offered.');
  }
  const publicUrl = ctx.config.publicUrl;
  let address: URL;
  try {
    address = new URL(query.url);
  } catch {
    throw notFound(EMBED_NOT_FOUND);
  }
  const id = isOwnAddress(address, publicUrl, request.headers.host)
    ? postIdOfPath(address.pathname)
    : null;
  // What another site shows is what the open web sees.
  const post = await publicPost(ctx.db, id);
  if (!post) throw notFound(EMBED_NOT_FOUND);
  const { width, height } = embedSize(post, query.maxwidth, query.maxheight);
  const thumbnail = thumbnailOf(post, publicUrl);
  return {
    version: '1.0' as const,
    type: 'rich' as const,
    html: embedSnippet(post, publicUrl),
    width,
    height,
    title: previewTitle(post),
    author_name: post.user.general.displayName || post.user.username,
    author_url: `${publicUrl}/profile/${encodeURIComponent(post.user.username)}`,
    provider_name: 'Trestle',
    provider_url: `${publicUrl}/`,
    cache_age: CACHE_AGE_SECONDS,
    // oEmbed asks for a thumbnail's size with it: only a media image's is known.
    ...(thumbnail ?? {}),
  };
});
