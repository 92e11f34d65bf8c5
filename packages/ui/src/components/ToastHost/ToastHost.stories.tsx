import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ToastHost, toast } from './ToastHost';

function ToastDemo() {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', padding: 16 }}>
      <Button variant="secondary" onClick={() => toast('Your changes were saved.')}>
        Show message
      </Button>
      <Button variant="secondary" onClick={() => toast.success("Congrats! You've been Upgraded.")}>
        Show success
      </Button>
      <Button
        variant="secondary"
        onClick={() => toast.error('Oops. Transaction failed. Please try again.')}
      >
        Show error
      </Button>
      <ToastHost />
    </div>
  );
}

/**
 * Toasts: bottom centre, 5 s, close on click, no progress bar. The spec allowed bottom-center/3.5 s
 * or bottom-right/5 s; the product picked bottom-center and 5 s.
 */
const meta = {
  title: 'Components/ToastHost',
  component: ToastDemo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await expect(
      await canvas.findByText('Oops. Transaction failed. Please try again.'),
    ).toBeInTheDocument();
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await expect(await canvas.findByText("Congrats! You've been Upgraded.")).toBeInTheDocument();
  },
};

export const Message: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show message' }));
    await expect(await canvas.findByText('Your changes were saved.')).toBeInTheDocument();
  },
};
