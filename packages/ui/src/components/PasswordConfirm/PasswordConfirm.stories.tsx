import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormAlert } from '../FormAlert/FormAlert';
import { PasswordConfirm, type PasswordConfirmProps } from './PasswordConfirm';

/** Keeps the typed password; submits hand it to `onConfirm`. */
function Controlled(
  props: Omit<PasswordConfirmProps, 'field' | 'onSubmit'> & {
    error?: string;
    onConfirm: (password: string) => void;
  },
) {
  const { error, onConfirm, ...rest } = props;
  const [password, setPassword] = useState('');
  return (
    <PasswordConfirm
      {...rest}
      field={{ value: password, error, onChange: (event) => setPassword(event.target.value) }}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onConfirm(password);
      }}
    />
  );
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
    await expect(args.onConfirm).toHaveBeenCalledWith('correct horse');
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

export const WithFormAlert: Story = {
  args: {
    buttonLabel: 'Delete group',
    children: <FormAlert id="delete-alert" messages={['Too many tries. Wait a minute.']} />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Too many tries. Wait a minute.',
    );
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
