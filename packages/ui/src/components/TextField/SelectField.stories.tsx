import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SelectField, type SelectFieldProps } from './SelectField';

const TRADES = [
  { value: '', label: 'Choose a trade' },
  { value: 'roofing', label: 'Roofing' },
  { value: 'electrical', label: 'Electrical' },
];

/** Holds the choice so picking in the story changes it. */
function Controlled(props: Omit<SelectFieldProps, 'value' | 'onChange' | 'options'>) {
  const [value, setValue] = useState('');
  return <SelectField {...props} options={TRADES} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/TextField/SelectField',
  component: Controlled,
  args: { label: 'Trade' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Trade' });
    await userEvent.selectOptions(select, 'electrical');
    await expect(select).toHaveValue('electrical');
  },
};

export const WithHint: Story = {
  args: { hint: 'Shown on your profile.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Trade' }),
    ).toHaveAccessibleDescription('Shown on your profile.');
  },
};

export const WithError: Story = {
  args: { error: 'Choose a trade.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Trade' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Choose a trade.');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Trade' })).toBeDisabled();
  },
};
