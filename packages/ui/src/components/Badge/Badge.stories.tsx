import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: '12', tone: 'neutral' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  args: { children: '7', tone: 'accent' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('7')).toHaveClass('tr-badge--accent');
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge>Draft</Badge>
      <Badge tone="accent">99+</Badge>
      <Badge tone="info">New</Badge>
      <Badge tone="success">Hiring</Badge>
      <Badge tone="danger">Flagged</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['Draft', '99+', 'New', 'Hiring', 'Flagged']) {
      await expect(canvas.getByText(text)).toBeInTheDocument();
    }
  },
};
