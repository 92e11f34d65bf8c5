// Which notification types each tab of the notifications screen shows (spec section 2).
import type { components } from '@trestle/openapi/types';
import type { NotificationType } from '../../platform/db/tables';

type NotificationFilter = components['schemas']['NotificationFilter'];

const TABS: Record<NotificationFilter, readonly NotificationType[] | null> = {
  all: null,
  replies: ['reply'],
  mentions: ['mention'],
  // A quote is a repost with words of its own.
  reposts: ['repost', 'quote'],
  reactions: ['reaction'],
  follows: ['follow'],
};

/** The types of a tab; null for every type. */
export const typesOfTab = (tab: NotificationFilter) => TABS[tab];
