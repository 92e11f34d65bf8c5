import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Remove" on screen, "Remove site-plan.pdf" for a screen reader. */
export const InsideAButton: Story = {
  render: () => (
    <button type="button">
      Remove<VisuallyHidden> site-plan.pdf</VisuallyHidden>
    </button>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Remove site-plan.pdf' }),
    ).toBeInTheDocument();
  },
};

export const AsHeading: Story = {
  render: () => (
    <section aria-labelledby="channels-heading">
      <VisuallyHidden as="h2" id="channels-heading">
        Channels
      </VisuallyHidden>
      <p>Twelve channels</p>
    </section>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Channels' }),
    ).toHaveClass('tr-visually-hidden');
    await expect(within(canvasElement).getByRole('region', { name: 'Channels' })).toBeTruthy();
  },
};
