import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordConfirm, type PasswordConfirmProps } from './PasswordConfirm';

/** Keeps the typed password so the story can be typed in. */
function Controlled(props: Omit<PasswordConfirmProps, 'password' | 'onPasswordChange'>) {
  const [password, setPassword] = useState('');
  return <PasswordConfirm {...props} password={password} onPasswordChange={setPassword} />;
}

const meta = {
  title: 'Components/PasswordConfirm',
  component: Controlled,
  args: { buttonLabel: 'Delete project', busy: false, onConfirm: fn() },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Your password');
    await expect(field).toHaveAttribute('type', 'password');
    await expect(field).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(field, 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete project' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const WrongPassword: Story = {
  args: { error: 'The password is not right.' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Your password');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('The password is not right.');
  },
};

export const Deleting: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete project' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
