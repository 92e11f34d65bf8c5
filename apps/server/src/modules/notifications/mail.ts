// The mail of a notice, for a person who asked for this type by e-mail: one sentence and a link
// to their notifications. The sentence is the one the app shows (the entry's own, or who did what).
import type { AppContext } from '../../platform/context';
import type { NotificationType, UserRow } from '../../platform/db/tables';
import { composeMail } from '../../platform/mail/compose';
import type { Notice } from './delivery';

/** What the actor did, after their name. */
const DID: Partial<Record<NotificationType, string>> = {
  reply: 'replied to your post',
  mention: 'mentioned you',
  repost: 'reposted your post',
  quote: 'quoted your post',
  reaction: 'reacted to your post',
  follow: 'followed you',
  group: 'has news in one of your groups',
  subscription: 'has news about your subscribers',
  project_bid: 'bid on your project',
  job_application: 'applied to your job',
  listing_quote: 'asked for a quote on your listing',
  bid_decision: 'decided on your bid',
};

export function noticeSentence(
  type: NotificationType,
  actor: Pick<UserRow, 'display_name'> | null,
  text: string | null | undefined,
): string {
  if (actor && text) return `${actor.display_name} ${text}`;
  if (text) return text;
  return actor
    ? `${actor.display_name} ${DID[type] ?? 'did something'}`
    : 'You have news on Trestle.';
}

export function noticeMail(
  ctx: AppContext,
  recipient: UserRow,
  actor: UserRow | null,
  notice: Notice,
) {
  const sentence = noticeSentence(notice.type, actor, notice.text);
  return composeMail({
    to: recipient.email,
    language: recipient.language,
    subject: sentence.length > 90 ? `${sentence.slice(0, 89)}…` : sentence,
    lines: [`Hi ${recipient.display_name},`, sentence],
    action: ['See your notifications', `${ctx.config.publicUrl}/notifications`],
    footer: `You get this mail because you asked for it. Change what Trestle mails you in your settings: ${ctx.config.publicUrl}/settings#notifications`,
  });
}
