import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CheckboxField } from './CheckboxField';

const meta = {
  title: 'Components/CheckboxField',
  component: CheckboxField,
  args: { label: 'Remote work only' },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Remote work only' });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const WithHint: Story = {
  args: { hint: 'Hides on-site jobs.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Remote work only' }),
    ).toHaveAccessibleDescription('Hides on-site jobs.');
  },
};

export const WithLinkInLabel: Story = {
  args: {
    label: (
      <>
        I accept the <a href="#terms">terms</a>
      </>
    ),
    error: 'Accept the terms to sign up.',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'I accept the terms' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Accept the terms to sign up.');
    await expect(within(canvasElement).getByRole('link', { name: 'terms' })).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Remote work only' });
    await expect(box).toBeDisabled();
    await expect(box).toBeChecked();
  },
};
