import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextAreaField, type TextAreaFieldProps } from './TextAreaField';

/** Holds the text so typing in the story changes it. */
function Controlled(props: Omit<TextAreaFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <TextAreaField {...rest} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/TextField/TextAreaField',
  component: Controlled,
  args: { label: 'About the company' },
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
    const box = within(canvasElement).getByRole('textbox', { name: 'About the company' });
    await userEvent.type(box, 'Roofing since 1998');
    await expect(box).toHaveValue('Roofing since 1998');
  },
};

export const WithHint: Story = {
  args: { hint: 'Up to 2,000 characters.', rows: 5 },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'About the company' });
    await expect(box).toHaveAccessibleDescription('Up to 2,000 characters.');
    await expect(box).toHaveAttribute('rows', '5');
  },
};

export const WithError: Story = {
  args: { initial: '', error: 'Describe the work.', required: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: /About the company/ });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Describe the work.');
    await expect(box).toBeRequired();
  },
};
