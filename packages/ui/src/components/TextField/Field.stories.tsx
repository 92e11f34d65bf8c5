import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Field } from './Field';

const meta = {
  title: 'Components/TextField/Field',
  component: Field,
  args: {
    label: 'Brochure',
    children: (control) => <input {...control} type="file" accept="application/pdf" />,
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any control in the family's frame: here a file input. */
export const FileInput: Story = {
  args: { hint: 'PDF, up to 10 MB.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Brochure');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAccessibleDescription('PDF, up to 10 MB.');
  },
};

export const WithError: Story = {
  args: { error: 'Not a PDF.', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Brochure/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Not a PDF.');
  },
};
