import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ChoiceChips } from './ChoiceChips';

type Role = '' | 'admin' | 'member';
const ROLES: readonly { value: Role; label: string }[] = [
  { value: '', label: 'Everyone' },
  { value: 'admin', label: 'Admins' },
  { value: 'member', label: 'Members' },
];

/** Keeps the choice so pressing a chip in the story moves it. */
function Controlled({ start }: { start: Role }) {
  const [value, setValue] = useState<Role>(start);
  return (
    <ChoiceChips label="Role in the group" options={ROLES} value={value} onChange={setValue} />
  );
}

const meta = {
  title: 'Components/ChoiceChips',
  component: Controlled,
  args: { start: '' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllChosen: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Role in the group' });
    await expect(within(group).getByRole('button', { name: 'Everyone' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(group).getByRole('button', { name: 'Admins' }));
    await expect(within(group).getByRole('button', { name: 'Admins' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(group).getByRole('button', { name: 'Everyone' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const OneChosen: Story = {
  args: { start: 'member' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Members' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const KeyboardChoice: Story = {
  args: { start: 'admin' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Role in the group' });
    within(group).getByRole('button', { name: 'Members' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(group).getByRole('button', { name: 'Members' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(group).getByRole('button', { name: 'Admins' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};
