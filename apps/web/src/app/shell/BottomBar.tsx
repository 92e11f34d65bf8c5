// The phones' bottom bar (as in the Mastodon and LinkedIn apps): the areas used most, one tap
// away, with the unread count on Notifications. Search leads to Explore (posts, people, groups...),
// Post opens the composer. AppShell fixes it to the bottom below its `sm` breakpoint; the frame renders it
// only at phone widths.
import { Link, useLocation } from 'react-router';
import { Badge, formatCount, VisuallyHidden } from '@trestle/ui';
import { areaByKey } from '../areas';
import { announcePostCreated } from '../compose/post-created-event';
import { openComposer } from '../compose/open-composer';
import { useServices } from '../services-context';
import { Icon, type IconName } from './icons';
import styles from './BottomBar.module.css';

export interface BottomBarProps {
  /** Unread notifications, shown on Notifications when above 0. */
  unread: number;
  /** Chats with unread messages, shown on Messages when above 0. */
  unreadChats?: number;
}

/** What shows inside an item: the icon, the name for screen readers, the count if any. */
function ItemContent({
  icon,
  label,
  count,
  countLabel = 'unread',
}: {
  icon: IconName;
  label: string;
  count?: number;
  countLabel?: string;
}) {
  return (
    <>
      <Icon name={icon} />
      <VisuallyHidden>{label}</VisuallyHidden>
      {count ? (
        <>
          <Badge tone="accent" className={styles.badge}>
            {formatCount(count)}
          </Badge>
          <VisuallyHidden> {countLabel}</VisuallyHidden>
        </>
      ) : null}
    </>
  );
}

function AreaLink({
  area,
  count,
  countLabel,
  name,
}: {
  area: string;
  count?: number;
  countLabel?: string;
  /** The name to show, when not the area's own. */
  name?: string;
}) {
  const { pathname } = useLocation();
  const { path, label: areaLabel, icon, matches } = areaByKey(area);
  const label = name ?? areaLabel;
  const current = matches(pathname);
  return (
    <li className={styles.item}>
      <Link
        to={path}
        className={styles.control}
        aria-current={current ? 'page' : undefined}
        title={label}
      >
        <ItemContent icon={icon} label={label} count={count} countLabel={countLabel} />
      </Link>
    </li>
  );
}

export function BottomBar({ unread, unreadChats = 0 }: BottomBarProps) {
  const services = useServices();
  return (
    <nav aria-label="Shortcuts" className={styles.bar}>
      <ul className={styles.list}>
        <AreaLink area="home" />
        <AreaLink area="explore" name="Search" />
        <li className={styles.item}>
          <button
            type="button"
            className={`${styles.control} ${styles.post}`}
            aria-haspopup="dialog"
            title="Post"
            onClick={() => openComposer(services, { kind: 'new' }, announcePostCreated)}
          >
            <ItemContent icon="post" label="Post" />
          </button>
        </li>
        <AreaLink area="notifications" count={unread} />
        <AreaLink area="messages" count={unreadChats} countLabel="unread chats" />
        <AreaLink area="profile" />
      </ul>
    </nav>
  );
}
