import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MediaGrid, MediaTile } from './MediaTile';

const meta = {
  title: 'Components/MediaTile',
  component: MediaTile,
} satisfies Meta<typeof MediaTile>;

export default meta;
type Story = StoryObj<typeof meta>;

const swatch = (color: string) => (
  <svg viewBox="0 0 10 10" role="img" aria-label="Site photo">
    <rect width="10" height="10" fill={color} />
  </svg>
);

export const Default: Story = {
  args: {
    href: '#post-1',
    picture: swatch('#b5651d'),
    caption: '@ana · Pouring the second floor slab',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', '#post-1');
    await expect(link).toHaveTextContent('Pouring the second floor slab');
  },
};

export const WithBadge: Story = {
  args: {
    href: '#post-2',
    picture: swatch('#1d6fb5'),
    badge: '1:05',
    caption: '@sam · Crane lift, time-lapse',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1:05')).toBeInTheDocument();
  },
};

export const InAGrid: Story = {
  args: { href: '#', picture: swatch('#777') },
  render: () => (
    <MediaGrid aria-label="Images found" style={{ maxWidth: 480 }}>
      {['#b5651d', '#1d6fb5', '#3a8f3a', '#8f3a8f', '#777'].map((color, i) => (
        <li key={color}>
          <MediaTile href={`#post-${i}`} picture={swatch(color)} caption={`Post ${i + 1}`} />
        </li>
      ))}
    </MediaGrid>
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('list', { name: 'Images found' });
    await expect(within(grid).getAllByRole('link')).toHaveLength(5);
  },
};
