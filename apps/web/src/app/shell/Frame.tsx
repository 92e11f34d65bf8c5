import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { RECURRING_DISPATCH_INTERVAL_MS } from '@trestle/core';
import { AppShell, type NavItem, type RenderLinkProps } from '@trestle/ui';
import { AREAS } from '../areas';
import { useAppState, useServices } from '../services-context';
import { AccountMenu } from './AccountMenu';
import { BottomBar } from './BottomBar';
import { ComposeButton } from './ComposeButton';
import { HeaderSearch } from './HeaderSearch';
import { Icon } from './icons';
import { isPhoneWidth, RIGHT_COLUMN_MIN_WIDTH } from './layout-width';
import { ModalHost } from './ModalHost';
import { useDmBadgeUpkeep } from './dm-badge';
import { useNotificationBadgeUpkeep } from './notification-badge';
import { RightColumn } from './RightColumn';
import { useSubscriptionDots } from '../screens/subscriptions/use-subscriptions';

function renderLink({ href, ...props }: RenderLinkProps) {
  return <Link to={href} {...props} />;
}

/**
 * The signed-in frame: top bar (people search, Post, account menu), navigation, main column,
 * right column (not on the messages screens, where chats use the width), modals, and on phones
 * the bottom bar.
 */
export function Frame() {
  const services = useServices();
  const { pathname } = useLocation();
  const wide = useAppState((state) => state.windowWidth >= RIGHT_COLUMN_MIN_WIDTH);
  // Chats use the whole width: no right column on the messages screens (issue 24).
  const chatting = AREAS.some((area) => area.key === 'messages' && area.matches(pathname));
  const phone = useAppState((state) => isPhoneWidth(state.windowWidth));

  useSessionUpkeep();
  const unread = useNotificationBadgeUpkeep();
  const unreadChats = useDmBadgeUpkeep();
  // The subscriptions page's blue dots (normal, pro), added up on its navigation item.
  const dots = useSubscriptionDots().data;
  const newSubscriptions = (dots?.normal ?? 0) + (dots?.pro ?? 0);

  const navItems: NavItem[] = AREAS.map((area) => ({
    href: area.path,
    label: area.label,
    icon: <Icon name={area.icon} />,
    active: area.matches(pathname),
    ...(area.key === 'notifications' ? { badgeCount: unread, badgeLabel: 'unread' } : {}),
    ...(area.key === 'messages' ? { badgeCount: unreadChats, badgeLabel: 'unread chats' } : {}),
    ...(area.key === 'subscriptions'
      ? { badgeCount: newSubscriptions, badgeLabel: 'new subscriptions' }
      : {}),
  }));

  return (
    <AppShell
      navItems={navItems}
      renderLink={renderLink}
      accountMenu={
        <>
          {/* Phones search from Explore (the bottom bar's Search). */}
          {phone ? null : <HeaderSearch />}
          <ComposeButton />
          <AccountMenu />
        </>
      }
      bottomBar={phone ? <BottomBar unread={unread} unreadChats={unreadChats} /> : undefined}
      aside={wide && !chatting ? <RightColumn /> : undefined}
      modalHost={<ModalHost store={services.modals} />}
      menuBadge={{ count: unread, label: 'unread notifications' }}
    >
      <Outlet />
    </AppShell>
  );
}

/** While signed in: the 60-second recurring session check and the realtime connection. */
function useSessionUpkeep() {
  const services = useServices();
  useEffect(() => {
    const timer = setInterval(() => void services.checkSession(), RECURRING_DISPATCH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [services]);
  useEffect(() => {
    const token = services.client.tokens.getToken();
    if (token) services.realtime.start(token);
    return () => services.realtime.stop();
  }, [services]);
}
