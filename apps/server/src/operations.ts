// Every area's operations, for the registrar. A new area adds its list here.
import { authOperations } from './modules/auth/index';
import { channelsOperations } from './modules/channels/index';
import { directoryOperations } from './modules/directory/index';
import { embedOperations } from './modules/embed/index';
import { exploreOperations } from './modules/explore/index';
import { filesOperations } from './modules/files/index';
import { followOperations } from './modules/follow/index';
import { generalOperations } from './modules/general/index';
import { groupsOperations } from './modules/groups/index';
import { jobsOperations } from './modules/jobs/index';
import { listsOperations } from './modules/lists/index';
import { messagesOperations } from './modules/messages/index';
import { notificationsOperations } from './modules/notifications/index';
import { paymentsOperations } from './modules/payments/index';
import { postsOperations } from './modules/posts/index';
import { proLevelsOperations } from './modules/pro-levels/index';
import { profileOperations } from './modules/profile/index';
import { projectsOperations } from './modules/projects/index';
import { quotasOperations } from './modules/quotas/index';
import { rssOperations } from './modules/rss/index';
import { savedSearchesOperations } from './modules/saved-searches/index';
import { settingsOperations } from './modules/settings/index';
import { translationOperations } from './modules/translation/index';
import type { Operation } from './platform/http/operation';

export const allOperations: Operation[] = [
  ...authOperations,
  ...channelsOperations,
  ...directoryOperations,
  ...embedOperations,
  ...exploreOperations,
  ...filesOperations,
  ...followOperations,
  ...generalOperations,
  ...groupsOperations,
  ...jobsOperations,
  ...listsOperations,
  ...messagesOperations,
  ...notificationsOperations,
  ...paymentsOperations,
  ...postsOperations,
  ...proLevelsOperations,
  ...profileOperations,
  ...projectsOperations,
  ...quotasOperations,
  ...rssOperations,
  ...savedSearchesOperations,
  ...settingsOperations,
  ...translationOperations,
];
