import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Brand } from './Brand';

const meta = {
  title: 'Components/Brand',
  component: Brand,
} satisfies Meta<typeof Brand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheTopBar: Story = {
  args: { size: 'md', tone: 'inherit' },
  decorators: [
    (Story) => (
      <div style={{ background: 'var(--tr-color-primary)', color: 'white', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Trestle')).toBeInTheDocument();
  },
};

export const SmallPrimary: Story = {
  args: { size: 'sm', tone: 'primary' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Trestle')).toBeInTheDocument();
  },
};
