import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoBookmarks: Story = {
  args: {
    title: 'No bookmarks yet',
    text: 'Save posts, projects and jobs to find them here later.',
    action: <Button variant="secondary">Explore projects</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No bookmarks yet' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Explore projects' })).toBeInTheDocument();
  },
};

export const TitleOnly: Story = {
  args: { title: 'No results for “timber frame”', headingLevel: 3 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', {
        level: 3,
        name: 'No results for “timber frame”',
      }),
    ).toBeInTheDocument();
  },
};

/** In a sidebar slot: less padding, smaller text. */
export const Compact: Story = {
  args: {
    title: 'No suggestions yet',
    text: 'Follow a few people: the people they follow will show here.',
    headingLevel: 3,
    size: 'compact',
  },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', {
      level: 3,
      name: 'No suggestions yet',
    });
    await expect(heading.parentElement).toHaveClass('tr-empty--compact');
  },
};
