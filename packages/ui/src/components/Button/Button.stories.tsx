import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Post update', variant: 'primary', size: 'md' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Post update' });
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('type', 'button');
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Request a quote' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Request a quote' }),
    ).toHaveClass('tr-button--secondary');
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Cancel' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cancel' })).toHaveClass(
      'tr-button--ghost',
    );
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Delete project' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Delete project' })).toHaveClass(
      'tr-button--danger',
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Small' })).toHaveClass('tr-button--sm');
    await expect(canvas.getByRole('button', { name: 'Large' })).toHaveClass('tr-button--lg');
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Saving' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saving' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Apply for job' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Apply for job' }),
    ).toBeDisabled();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, type: 'submit', children: 'Sign in' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sign in' });
    await expect(button).toHaveAttribute('type', 'submit');
    await expect(button).toHaveClass('tr-button--full');
  },
};
