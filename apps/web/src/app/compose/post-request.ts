// Turns the checked form into the call of its mode: createPost (new and quote), replyToPost or
// updatePost, with the bodies the contract describes.
import type { MediaItem, PostFormData } from '@trestle/core';
import { unwrap, type components, type TrestleClient } from '@trestle/sdk';
import type { ComposerMode, Post } from './composer-mode';

type NewPost = components['schemas']['NewPost'];
type NewReply = components['schemas']['NewReply'];
type PostEdit = components['schemas']['PostEdit'];

export type PostRequest =
  | { operation: 'createPost'; body: NewPost }
  | { operation: 'replyToPost'; id: string; body: NewReply }
  | { operation: 'updatePost'; id: string; body: PostEdit };

/** The post's own size: the first attached file that has one, so cards are sized before load. */
function sizeOf(media: readonly MediaItem[]): { width?: number; height?: number } {
  const sized = media.find((item) => item.width && item.height);
  return sized?.width && sized.height ? { width: sized.width, height: sized.height } : {};
}

/** Whether the edited post is a reply: replies have no category or reply policy of their own. */
export const isReplyEdit = (mode: ComposerMode) => mode.kind === 'edit' && mode.post.reply !== null;

export function postRequestOf(
  mode: ComposerMode,
  data: PostFormData,
  media: readonly MediaItem[],
  /** The address whose preview the post keeps (null: none, or removed by the person). */
  link: string | null = null,
  /** The author's pro levels that open the post (premium); undefined: not chosen here. */
  premiumLevels?: readonly string[],
): PostRequest {
  const premium =
    premiumLevels === undefined
      ? {}
      : premiumLevels.length > 0
        ? { premium: true, premiumLevels: [...premiumLevels] }
        : { premium: false };
  // The contract's text is at least one character: text left empty is not sent.
  const text = data.text ? { text: data.text } : {};
  const attached = media.length > 0 ? { media: [...media] } : {};
  const linked = link ? { link } : {};
  switch (mode.kind) {
    case 'reply':
      return {
        operation: 'replyToPost',
        id: mode.to.id,
        body: { ...text, ...attached, ...linked, ...sizeOf(media) },
      };
    case 'edit':
      return {
        operation: 'updatePost',
        id: mode.post.id,
        body: {
          ...text,
          // Always sent: removing every file, or the preview, is an edit too.
          media: [...media],
          link,
          ...(isReplyEdit(mode)
            ? {}
            : { category: data.category, replyPolicy: data.replyPolicy, ...premium }),
          ...sizeOf(media),
        },
      };
    case 'new':
    case 'quote':
      return {
        operation: 'createPost',
        body: {
          kind: data.blogTitle ? 'blog' : 'post',
          ...(data.blogTitle ? { title: data.blogTitle } : {}),
          ...text,
          category: data.category,
          ...attached,
          ...linked,
          ...(data.poll ? { poll: data.poll } : {}),
          ...(mode.kind === 'quote' ? { repostId: mode.of.id } : {}),
          ...(mode.kind === 'new' && mode.group ? { groupId: mode.group.id } : {}),
          ...(mode.kind === 'new' && mode.channelId ? { channelId: mode.channelId } : {}),
          premium: false,
          ...premium,
          replyPolicy: data.replyPolicy,
          ...sizeOf(media),
        },
      };
  }
}

/** Sends the request; resolves with the post the server returned, or throws a TrestleError. */
export function sendPostRequest(client: TrestleClient, request: PostRequest): Promise<Post> {
  const { api } = client;
  switch (request.operation) {
    case 'createPost':
      return unwrap(api.POST('/user/post', { body: request.body }));
    case 'replyToPost':
      return unwrap(
        api.POST('/user/post/{id}/reply', {
          params: { path: { id: request.id } },
          body: request.body,
        }),
      );
    case 'updatePost':
      return unwrap(
        api.PUT('/user/post/{id}', { params: { path: { id: request.id } }, body: request.body }),
      );
  }
}
