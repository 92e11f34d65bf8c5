import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FieldError } from './FieldError';

const meta = {
  title: 'Components/FieldError',
  component: FieldError,
  args: { id: 'workplace-error', error: 'Choose where the work is.' },
  decorators: [
    (Story) => (
      <fieldset aria-describedby="workplace-error">
        <legend>Workplace</legend>
        <label>
          <input type="radio" name="workplace" /> On site
        </label>
        <Story />
      </fieldset>
    ),
  ],
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: 'Workplace' }),
    ).toHaveAccessibleDescription('Choose where the work is.');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const Announced: Story = {
  args: { announce: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Choose where the work is.',
    );
  },
};

export const NoError: Story = {
  args: { error: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Choose where the work is.')).toBeNull();
  },
};
