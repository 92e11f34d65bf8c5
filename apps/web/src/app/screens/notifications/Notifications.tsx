import { useEffect, useRef, useState } from 'react';
import { DEFAULT_PAGE_SIZE, NOTIFICATION_TABS, type NotificationTab } from '@trestle/core';
import { Button, EmptyState, LoadError, Tabs } from '@trestle/ui';
import { useUnreadNotifications } from '../../shell/notification-badge';
import { usePageTitle } from '../../use-page-title';
import { NotificationItem } from './NotificationItem';
import { EMPTY_TEXT, TAB_LABELS } from './notification-text';
import { useNotifications } from './use-notifications';
import page from '../Page.module.css';
import styles from './Notifications.module.css';

/** Notifications per page (spec section 9: default page size 10). */
export const NOTIFICATIONS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

const TABS = NOTIFICATION_TABS.map((value) => ({ value, label: TAB_LABELS[value] }));

/**
 * The notifications screen (spec section 2): the six tabs, grouped entries newest activity first,
 * new ones arriving live on top, read when opened or all at once with "Mark all as read".
 */
export default function Notifications() {
  usePageTitle('Notifications');
  const [tab, setTab] = useState<NotificationTab>('all');
  const list = useNotifications(tab, NOTIFICATIONS_PAGE_SIZE);
  const unread = useUnreadNotifications();
  const [marking, setMarking] = useState(false);
  const anyUnread = unread > 0 || (list.items ?? []).some((item) => !item.read);

  async function markAll() {
    setMarking(true);
    try {
      await list.readAll();
    } finally {
      setMarking(false);
    }
  }

  let content;
  if (list.loadingFirst) content = <NotificationSkeletons />;
  else if (list.error && (list.items === null || list.items.length === 0)) {
    content = (
      <LoadError
        title="The notifications could not be loaded"
        text={list.error.messages.join(' ') || 'Please try again.'}
        onRetry={list.reload}
      />
    );
  } else if (!list.items || list.items.length === 0) {
    content = (
      <EmptyState
        className={page.notice}
        title={tab === 'all' ? 'No notifications yet' : `No ${TAB_LABELS[tab].toLowerCase()} yet`}
        text={EMPTY_TEXT[tab]}
      />
    );
  } else {
    content = (
      <>
        <ul className={styles.list} aria-label={`${TAB_LABELS[tab]} notifications`}>
          {list.items.map((notification) => (
            <li key={notification.id}>
              <NotificationItem notification={notification} onOpen={list.read} />
            </li>
          ))}
        </ul>
        {list.hasMore ? (
          <>
            <Sentinel key={list.items.length} onVisible={list.loadMore} />
            <Button
              className={styles.more}
              variant="secondary"
              loading={list.loadingMore}
              onClick={list.loadMore}
            >
              Load more
            </Button>
          </>
        ) : null}
      </>
    );
  }

  return (
    <div className={page.page}>
      <div className={page.titleRow}>
        <h1 className={page.title}>Notifications</h1>
        <Button
          variant="secondary"
          size="sm"
          disabled={!anyUnread}
          loading={marking}
          onClick={() => void markAll()}
        >
          Mark all as read
        </Button>
      </div>
      <Tabs label="Notifications" items={TABS} value={tab} onChange={setTab} className={page.tabs}>
        <div className={page.panel} aria-busy={list.loadingFirst || list.loadingMore}>
          {content}
        </div>
      </Tabs>
    </div>
  );
}

function NotificationSkeletons() {
  return (
    <div className={styles.skeletons} role="status" aria-label="Loading notifications…">
      {[0, 1, 2].map((index) => (
        <div key={index} className={styles.skeleton} aria-hidden="true">
          <span className={styles.skeletonAvatar} />
          <span className={styles.skeletonLine} />
        </div>
      ))}
    </div>
  );
}

/** Calls `onVisible` when the end of the list comes near the viewport (infinite scroll). */
function Sentinel({ onVisible }: { onVisible: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  }, [onVisible]);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <div ref={ref} className={styles.sentinel} aria-hidden="true" />;
}
