import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokens } from '../../tokens/tokens';
import { AppShell, type NavItem, type RenderLinkProps } from './AppShell';

const navItems: NavItem[] = [
  { href: '/', label: 'Home', icon: '⌂', active: true },
  { href: '/messages', label: 'Messages', badgeCount: 2 },
  { href: '/notifications', label: 'Notifications', badgeCount: 0 },
];

function renderShell(props: Partial<Parameters<typeof AppShell>[0]> = {}) {
  return render(
    <AppShell
      navItems={navItems}
      accountMenu={<button type="button">Account</button>}
      aside={<p>Five topics</p>}
      modalHost={<div data-testid="modals" />}
      {...props}
    >
      <h1>Home feed</h1>
    </AppShell>,
  );
}

describe('AppShell', () => {
  it('has the landmarks: banner, named navigation, main and complementary', () => {
    renderShell();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Trestle' }).getAttribute('href')).toBe('/');
    expect(within(banner).getByRole('button', { name: 'Account' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'Home feed' }),
    ).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Suggestions' }).textContent).toBe(
      'Five topics',
    );
    expect(screen.getByTestId('modals').closest('main')).toBeNull();
  });

  it('starts with a skip link to the main column', () => {
    renderShell();
    const links = screen.getAllByRole('link');
    expect(links[0]!.textContent).toBe('Skip to content');
    const main = screen.getByRole('main');
    expect(links[0]!.getAttribute('href')).toBe(`#${main.id}`);
    expect(main.getAttribute('tabindex')).toBe('-1');
  });

  it('marks the active item and shows non-zero badge counts', () => {
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Messages 2' }).hasAttribute('aria-current')).toBe(
      false,
    );
    expect(within(nav).getByRole('link', { name: 'Notifications' })).toBeTruthy();
  });

  it('names a badge by its meaning when given, and shows a count on the Menu button', () => {
    const { rerender } = renderShell({
      navItems: [
        { href: '/', label: 'Home' },
        {
          href: '/notifications',
          label: 'Notifications',
          badgeCount: 120,
          badgeLabel: 'unread',
        },
      ],
      menuBadge: { count: 120, label: 'unread notifications' },
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // The visible text ("Notifications 99+") stays at the start of the name.
    expect(within(nav).getByRole('link', { name: 'Notifications 99+ unread' })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Menu 99+ unread notifications' });
    expect(within(toggle).getByText('99+')).toBeTruthy();

    rerender(
      <AppShell navItems={navItems} menuBadge={{ count: 0, label: 'unread notifications' }}>
        <h1>Home feed</h1>
      </AppShell>,
    );
    expect(screen.getByRole('button', { name: 'Menu' })).toBeTruthy();
  });

  it('renders every link through renderLink', () => {
    const seen: string[] = [];
    const renderLink = ({ href, ...props }: RenderLinkProps) => {
      seen.push(href);
      return <a data-router-link={href} {...props} />;
    };
    renderShell({ renderLink, homeHref: '/home' });
    expect(seen).toEqual(['/home', '/', '/messages', '/notifications']);
    expect(screen.getByText('Trestle').closest('a')?.getAttribute('data-router-link')).toBe(
      '/home',
    );
  });

  it('leaves out the right column when there is none', () => {
    renderShell({ aside: undefined });
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('opens and closes the phone menu with the toggle, Escape and a link click', () => {
    renderShell();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(toggle.getAttribute('aria-controls')).toBe(nav.id);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(nav.getAttribute('data-open')).toBe('false');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(nav.getAttribute('data-open')).toBe('true');

    fireEvent.keyDown(within(nav).getByRole('link', { name: 'Home' }), { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    fireEvent.click(toggle);
    fireEvent.click(within(nav).getByRole('link', { name: 'Messages 2' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the phone menu on a tap outside it and on Escape from the Menu button', () => {
    renderShell();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    fireEvent.click(toggle);
    fireEvent.pointerDown(within(nav).getByRole('link', { name: 'Home' }));
    expect(nav.getAttribute('data-open')).toBe('true');
    fireEvent.pointerDown(screen.getByRole('heading', { name: 'Home feed' }));
    expect(nav.getAttribute('data-open')).toBe('false');

    fireEvent.click(toggle);
    toggle.focus();
    fireEvent.keyDown(toggle, { key: 'Escape' });
    expect(nav.getAttribute('data-open')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('shows a bottom bar outside the main column and keeps room for it', () => {
    const { container, rerender } = renderShell({
      bottomBar: <nav aria-label="Shortcuts">bar</nav>,
    });
    const bar = screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(bar.closest('main')).toBeNull();
    expect(bar.parentElement?.className).toBe('tr-shell__bottom-bar');
    expect(container.firstElementChild?.classList.contains('tr-shell--bottom-bar')).toBe(true);

    rerender(
      <AppShell navItems={navItems}>
        <h1>Home feed</h1>
      </AppShell>,
    );
    expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).toBeNull();
    expect(container.firstElementChild?.classList.contains('tr-shell--bottom-bar')).toBe(false);
  });

  it('uses the token breakpoints in its media queries', () => {
    const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'AppShell.css'), 'utf8');
    const widths = [...css.matchAll(/\(min-width:\s*(\d+px)\)/g)].map((m) => m[1]);
    expect(widths).toEqual([tokens.breakpoint.sm, tokens.breakpoint.md]);
  });
});
