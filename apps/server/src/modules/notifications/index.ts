// The notifications area: the list with its tabs, the unread badge, marking read, and the job
// that creates notifications.
import type { Operation } from '../../platform/http/operation';
import { countUnreadNotifications } from './operations/countUnreadNotifications';
import { listNotifications } from './operations/listNotifications';
import { markNotificationsRead } from './operations/markNotificationsRead';

export const notificationsOperations: Operation[] = [
  listNotifications,
  countUnreadNotifications,
  markNotificationsRead,
];

export { createNotifications, notifySystem } from './create';
