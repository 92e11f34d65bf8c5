import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormAlert } from './FormAlert';

const meta = {
  title: 'Components/FormAlert',
  component: FormAlert,
  args: { id: 'sign-in-alert', messages: ['Wrong username or password.'] },
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneMessage: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Wrong username or password.');
    await expect(alert).toHaveAttribute('tabindex', '-1');
  },
};

export const SeveralMessages: Story = {
  args: { messages: ['Network Error!', 'Your changes are kept: try again.'] },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getAllByRole('paragraph')).toHaveLength(2);
  },
};

export const NoMessages: Story = {
  args: { messages: [] },
  decorators: [
    (Story) => (
      <div data-testid="form-top">
        <Story />
        <p>The form</p>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
