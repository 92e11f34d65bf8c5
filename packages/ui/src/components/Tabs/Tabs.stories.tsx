import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tabs, type TabItem } from './Tabs';

function TabsDemo({ items, initial, label }: { items: TabItem[]; initial: string; label: string }) {
  const [value, setValue] = useState(initial);
  const current = items.find((item) => item.value === value);
  return (
    <Tabs items={items} value={value} onChange={setValue} label={label}>
      <p>Showing {typeof current?.label === 'string' ? current.label.toLowerCase() : value}.</p>
    </Tabs>
  );
}

const notificationTabs: TabItem[] = [
  { value: 'all', label: 'All' },
  { value: 'replies', label: 'Replies', count: 3 },
  { value: 'mentions', label: 'Mentions', count: 0 },
  { value: 'reposts', label: 'Reposts' },
  { value: 'reactions', label: 'Reactions', count: 128 },
  { value: 'follows', label: 'Follows' },
];

const exploreTabs: TabItem[] = [
  'Groups',
  'Topics',
  'People',
  'Channels',
  'RSS',
  'Posts',
  'Replies',
  'Blogs',
  'Polls',
  'Premium',
  'Media',
  'Images',
  'Videos',
  'GIFs',
  'Audio',
  'Shorts',
].map((label) => ({ value: label.toLowerCase(), label }));

const meta = {
  title: 'Components/Tabs',
  component: TabsDemo,
} satisfies Meta<typeof TabsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Notifications: Story = {
  args: { items: notificationTabs, initial: 'replies', label: 'Notifications' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Notifications' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Replies 3' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'Reactions 99+' })).toBeInTheDocument();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Showing replies.');
  },
};

export const ManyTabs: Story = {
  args: { items: exploreTabs, initial: 'people', label: 'Explore' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab')).toHaveLength(exploreTabs.length);
    await expect(canvas.getByRole('tab', { name: 'People' })).toHaveAttribute('tabindex', '0');
  },
};

export const WithBadgeAndDisabled: Story = {
  args: {
    label: 'Projects',
    initial: 'all',
    items: [
      { value: 'all', label: 'All' },
      { value: 'following', label: 'Following' },
      { value: 'favorite', label: 'Favourites', badge: 'New' },
      { value: 'flagged', label: 'Flagged', disabled: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Favourites New' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Flagged' })).toBeDisabled();
  },
};
