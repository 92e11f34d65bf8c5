import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { AppShell, type NavItem, type RenderLinkProps } from './AppShell';

const navItems: NavItem[] = [
  { href: '/', label: 'Home', icon: '⌂', active: true },
  { href: '/explore', label: 'Explore', icon: '⌕' },
  { href: '/projects', label: 'Projects', icon: '▦' },
  { href: '/jobs', label: 'Jobs', icon: '⚒' },
  { href: '/directory', label: 'Directory', icon: '☷' },
  { href: '/messages', label: 'Messages', icon: '✉', badgeCount: 2 },
  { href: '/notifications', label: 'Notifications', icon: '⚑', badgeCount: 14 },
  { href: '/bookmarks', label: 'Bookmarks', icon: '★' },
];

// Stands in for the app's router link: it must not navigate the Storybook frame.
function renderLink({ onClick, ...props }: RenderLinkProps) {
  return (
    <a
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onClick?.();
      }}
    />
  );
}

const feed = (
  <div style={{ display: 'grid', gap: 16 }}>
    <h1 style={{ margin: 0, fontSize: '1.375rem' }}>Home</h1>
    {['Poured the slab at Riverside today.', 'Hiring two site carpenters in Leeds.'].map((text) => (
      <Card as="article" key={text}>
        {text}
      </Card>
    ))}
  </div>
);

const aside = (
  <>
    <Card as="section" aria-label="Topics">
      <strong>Topics</strong>
      <p style={{ margin: '8px 0 0' }}>#timberframe · #passivhaus · #bim</p>
    </Card>
    <Card as="section" aria-label="People">
      <strong>People</strong>
      <p style={{ margin: '8px 0 0', display: 'flex', gap: 8 }}>
        <Avatar name="Maria Kowalski" size="sm" />
        <Avatar name="Sam Lee" size="sm" />
      </p>
    </Card>
  </>
);

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    navItems,
    renderLink,
    accountMenu: (
      <Button variant="secondary" size="sm">
        Maria ▾
      </Button>
    ),
    aside,
    children: feed,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Trestle' })).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('main')).toHaveTextContent('Poured the slab at Riverside');
    await expect(canvas.getByRole('complementary', { name: 'Suggestions' })).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const PhoneMenuOpen: Story = {
  name: 'Phone, menu open',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Notifications 14' })).toBeVisible();
  },
};

export const SignedOut: Story = {
  name: 'Signed out, no right column',
  args: {
    navItems: navItems.slice(0, 5),
    accountMenu: <Button size="sm">Sign in</Button>,
    aside: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await expect(canvas.queryByRole('complementary')).not.toBeInTheDocument();
  },
};
