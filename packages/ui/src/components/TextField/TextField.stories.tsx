import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Company name' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'Acme Builders Ltd' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Company name' }),
    ).toBeInTheDocument();
  },
};

export const WithHint: Story = {
  args: { label: 'Email', type: 'email', hint: 'We never show your email on your profile.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Email' }),
    ).toHaveAccessibleDescription('We never show your email on your profile.');
  },
};

export const WithError: Story = {
  args: {
    label: 'Email',
    type: 'email',
    defaultValue: 'site.manager@',
    error: 'Enter a valid email address.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address.');
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', required: true, hint: 'At least 8 characters.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Password/);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { label: 'Username', disabled: true, defaultValue: 'northbridge' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Username' })).toBeDisabled();
  },
};

export const DatePicker: Story = {
  args: { label: 'Start date', type: 'date', min: '2026-01-01' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Start date');
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveAttribute('min', '2026-01-01');
  },
};
