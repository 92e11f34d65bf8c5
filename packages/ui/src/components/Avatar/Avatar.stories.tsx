import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar } from './Avatar';

// An inline picture, so the story needs no network.
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#1e3a5f"/><circle cx="20" cy="16" r="7" fill="#f26b1d"/><rect x="8" y="26" width="24" height="14" rx="7" fill="#f26b1d"/></svg>',
  );

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Maria Kowalski' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  args: { src: photo },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Maria Kowalski' });
    await expect(img.tagName).toBe('IMG');
  },
};

export const Initials: Story = {
  args: { name: 'Northbridge Concrete Supply' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Northbridge Concrete Supply' });
    await expect(avatar).toHaveTextContent('NS');
  },
};

export const BrokenImage: Story = {
  args: { name: 'Sam Lee', src: '/missing-avatar.png' },
  play: async ({ canvasElement }) => {
    // The image fails in a browser and falls back to initials; either way it is named.
    await expect(
      await within(canvasElement).findByRole('img', { name: 'Sam Lee' }),
    ).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar name="Ada Ng" size="xs" />
      <Avatar name="Ben Ortiz" size="sm" />
      <Avatar name="Cleo Park" size="md" src={photo} />
      <Avatar name="Dev Shah" size="lg" />
      <Avatar name="Eve Ross" size="xl" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Ada Ng' })).toHaveClass('tr-avatar--xs');
    await expect(canvas.getByRole('img', { name: 'Eve Ross' })).toHaveClass('tr-avatar--xl');
  },
};
