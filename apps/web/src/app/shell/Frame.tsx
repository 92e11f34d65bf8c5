import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { RECURRING_DISPATCH_INTERVAL_MS } from '@trestle/core';
import { AppShell, type NavItem, type RenderLinkProps } from '@trestle/ui';
import { AREAS } from '../areas';
import { useAppState, useServices } from '../services-context';
import { AccountMenu } from './AccountMenu';
import { ComposeButton } from './ComposeButton';
import { Icon } from './icons';
import { ModalHost } from './ModalHost';
import { useNotificationBadgeUpkeep } from './notification-badge';
import { RightColumn } from './RightColumn';

/** Width from which AppShell shows the right column (its `md` breakpoint). */
const RIGHT_COLUMN_MIN_WIDTH = 1024;

function renderLink({ href, ...props }: RenderLinkProps) {
  return <Link to={href} {...props} />;
}

/** The signed-in frame: top bar, navigation, main column, right column, modals. */
export function Frame() {
  const services = useServices();
  const { pathname } = useLocation();
  const wide = useAppState((state) => state.windowWidth >= RIGHT_COLUMN_MIN_WIDTH);

  useSessionUpkeep();
  const unread = useNotificationBadgeUpkeep();

  const navItems: NavItem[] = AREAS.map((area) => ({
    href: area.path,
    label: area.label,
    icon: <Icon name={area.icon} />,
    active: area.matches(pathname),
    ...(area.key === 'notifications' ? { badgeCount: unread, badgeLabel: 'unread' } : {}),
  }));

  return (
    <AppShell
      navItems={navItems}
      renderLink={renderLink}
      accountMenu={
        <>
          <ComposeButton />
          <AccountMenu />
        </>
      }
      aside={wide ? <RightColumn /> : undefined}
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
