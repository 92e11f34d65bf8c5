import { useId, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from '../../hooks/useDismiss';
import { Badge } from '../Badge/Badge';
import { cx } from '../../utils/cx';
import { formatCount } from '../../utils/formatCount';
import './AppShell.css';
import { Brand } from '../Brand/Brand';

export interface NavItem {
  href: string;
  label: string;
  /** Decorative icon (text glyph, emoji or SVG); hidden from screen readers. */
  icon?: ReactNode;
  /** The current section; gets aria-current="page". */
  active?: boolean;
  /** Unread/new count shown as a pill; hidden when 0 or missing. */
  badgeCount?: number;
  /**
   * What the count means, read after it by screen readers ("unread"): the link is then named
   * "Notifications 3 unread" instead of "Notifications 3" (the visible text stays in the name).
   */
  badgeLabel?: string;
}

/** A count on the phone's Menu button, so what waits behind the menu shows while it is closed. */
export interface MenuBadge {
  count: number;
  /** What the count means, read after it: the button is named "Menu 3 unread notifications". */
  label: string;
}

/** What `renderLink` receives; spread it onto your router's link (map `href` to `to` if needed). */
export interface RenderLinkProps {
  href: string;
  className: string;
  'aria-current'?: 'page';
  onClick?: () => void;
  children: ReactNode;
}

export interface AppShellProps {
  navItems: ReadonlyArray<NavItem>;
  /** Renders every link in the shell (brand and nav), so the app can use its router. Default: `<a>`. */
  renderLink?: (props: RenderLinkProps) => ReactNode;
  /** Where the brand links to. */
  homeHref?: string;
  /** Right end of the top bar: account menu, sign-in button… */
  accountMenu?: ReactNode;
  /** Right column (topics, people). Hidden below the `md` breakpoint (1024px). */
  aside?: ReactNode;
  asideLabel?: string;
  /** Where the app mounts its modals, outside the main column. */
  modalHost?: ReactNode;
  /** A count on the phone's Menu button (hidden when 0); the navigation's badges stay as they are. */
  menuBadge?: MenuBadge;
  /**
   * A bar fixed to the bottom of the screen on phones (below the `sm` breakpoint, 640px), e.g.
   * the main areas as icons. The page gets room for it at the bottom so nothing hides behind it.
   */
  bottomBar?: ReactNode;
  navLabel?: string;
  /** id of the main element, the skip link's target. */
  mainId?: string;
  /** The main column. */
  children: ReactNode;
}

const defaultRenderLink = (props: RenderLinkProps) => <a {...props} />;

/**
 * The application frame: top bar, navigation, main column, optional right column and modal host.
 * From 640px the navigation is a left column; on phones it collapses behind a "Menu" button (which
 * closes on Escape and on a tap outside), and an optional bottom bar shows.
 */
export function AppShell({
  navItems,
  renderLink = defaultRenderLink,
  homeHref = '/',
  accountMenu,
  aside,
  asideLabel = 'Suggestions',
  modalHost,
  menuBadge,
  bottomBar,
  navLabel = 'Main',
  mainId = 'main-content',
  children,
}: AppShellProps) {
  const navId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  // The phone menu closes on Escape (focus back on Menu) and on a tap outside it.
  useDismiss({
    open: menuOpen,
    onDismiss: () => setMenuOpen(false),
    inside: [toggleRef, navRef],
    returnFocus: toggleRef,
  });

  return (
    <div className={cx('tr-shell', bottomBar ? 'tr-shell--bottom-bar' : undefined)}>
      <a className="tr-shell__skip" href={`#${mainId}`}>
        Skip to content
      </a>
      <header className="tr-shell__topbar">
        <button
          ref={toggleRef}
          type="button"
          className="tr-shell__menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span> Menu
          {menuBadge && menuBadge.count > 0 ? (
            <>
              <Badge tone="accent" className="tr-shell__menu-badge">
                {formatCount(menuBadge.count)}
              </Badge>
              <span className="tr-visually-hidden"> {menuBadge.label}</span>
            </>
          ) : null}
        </button>
        {renderLink({
          href: homeHref,
          className: 'tr-shell__brand',
          children: <Brand />,
        })}
        <div className="tr-shell__account">{accountMenu}</div>
      </header>
      <div className={cx('tr-shell__body', aside ? 'tr-shell__body--aside' : undefined)}>
        <nav
          ref={navRef}
          id={navId}
          aria-label={navLabel}
          className="tr-shell__nav"
          data-open={menuOpen}
        >
          <ul className="tr-shell__nav-list">
            {navItems.map((item) => (
              <li key={item.href}>
                {renderLink({
                  href: item.href,
                  className: cx('tr-shell__nav-link', item.active && 'tr-shell__nav-link--active'),
                  'aria-current': item.active ? 'page' : undefined,
                  onClick: () => setMenuOpen(false),
                  children: (
                    <>
                      {item.icon ? (
                        <span className="tr-shell__nav-icon" aria-hidden="true">
                          {item.icon}
                        </span>
                      ) : null}
                      <span className="tr-shell__nav-label">{item.label}</span>
                      {item.badgeCount ? (
                        <Badge tone="accent">{formatCount(item.badgeCount)}</Badge>
                      ) : null}
                      {item.badgeCount && item.badgeLabel ? (
                        <span className="tr-visually-hidden"> {item.badgeLabel}</span>
                      ) : null}
                    </>
                  ),
                })}
              </li>
            ))}
          </ul>
        </nav>
        <main id={mainId} tabIndex={-1} className="tr-shell__main">
          {children}
        </main>
        {aside ? (
          <aside aria-label={asideLabel} className="tr-shell__aside">
            {aside}
          </aside>
        ) : null}
      </div>
      {bottomBar ? <div className="tr-shell__bottom-bar">{bottomBar}</div> : null}
      {modalHost}
    </div>
  );
}
