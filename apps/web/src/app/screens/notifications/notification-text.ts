// How a notification reads: "Ana and 3 others reacted to your post", and the post it is about.
import { countOf, describeActors, type NotificationTab, stripTags } from '@trestle/core';
import type { components } from '@trestle/sdk';

export type Notification = components['schemas']['Notification'];
type Post = components['schemas']['Post'];
type Person = components['schemas']['UserSummary'];

export const TAB_LABELS: Record<NotificationTab, string> = {
  all: 'All',
  replies: 'Replies',
  mentions: 'Mentions',
  reposts: 'Reposts',
  reactions: 'Reactions',
  follows: 'Follows',
};

/** What nothing on a tab means. */
export const EMPTY_TEXT: Record<NotificationTab, string> = {
  all: 'When someone replies, mentions you, reposts, reacts to your posts or follows you, it shows here.',
  replies: 'Replies to your posts show here.',
  mentions: 'Posts that mention you show here.',
  reposts: 'Reposts and quotes of your posts show here.',
  reactions: 'Reactions to your posts show here.',
  follows: 'New followers show here.',
};

const VERBS: Record<string, string> = {
  reply: 'replied to your post',
  mention: 'mentioned you',
  repost: 'reposted your post',
  quote: 'quoted your post',
  reaction: 'reacted to your post',
  follow: 'followed you',
};

export function personName(person: Pick<Person, 'username' | 'general'>): string {
  return person.general.displayName || person.username;
}

/** The people of an entry, newest first; the single actor when the list is empty. */
export function actorsOf(notification: Notification): Person[] {
  if (notification.actors.length > 0) return notification.actors;
  return notification.actor ? [notification.actor] : [];
}

/** "Ana and 3 others" (core's wording), for an entry. */
export function whoDidIt(notification: Notification): string {
  const actors = actorsOf(notification);
  return describeActors(actors.map(personName), notification.actorsCount);
}

/** "reacted to your post"; group, subscription and system entries say their own sentence. */
export function whatHappened(notification: Notification): string {
  return VERBS[notification.type] ?? notification.text ?? 'sent you a notification';
}

/** The whole sentence: "Ana and 3 others reacted to your post". */
export function notificationSentence(notification: Notification): string {
  const verb = whatHappened(notification);
  return notification.actor || notification.actors.length > 0
    ? `${whoDidIt(notification)} ${verb}`
    : verb;
}

const EXCERPT_LENGTH = 160;

/**
 * The post shown under the sentence: the reply itself for a reply (its words are the news), the
 * quote, the mentioning post, or the post reacted to or reposted. Null for follows.
 */
export function postOf(notification: Notification): Post | null {
  return notification.type === 'reply' && notification.reply
    ? notification.reply
    : notification.post;
}

/** The start of a post's words, as plain text; what it carries when it has no words. */
export function excerptOf(post: Post): string {
  const text = stripTags(post.title ? `${post.title} ${post.text}` : post.text)
    .replace(/\s+/g, ' ')
    .trim();
  if (text) return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}…` : text;
  if (post.poll) return 'A poll';
  if (post.media.length > 0) return countOf(post.media.length, 'attached file');
  if (post.repost) return excerptOf(post.repost);
  return 'A post';
}
