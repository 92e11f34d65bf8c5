import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'Components/ButtonLink',
  component: ButtonLink,
  args: { href: '#new-project', children: 'New project' },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'New project' });
    await expect(link).toHaveAttribute('href', '#new-project');
  },
};

export const SecondarySmall: Story = {
  args: { variant: 'secondary', size: 'sm', children: 'Open website' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Open website' }),
    ).toBeInTheDocument();
  },
};

/** The label of a hidden file input, styled as the button that opens the picker. */
export const FileInputLabel: Story = {
  args: { href: undefined, children: undefined },
  render: () => (
    <>
      <input id="story-pdf" type="file" accept="application/pdf" hidden />
      <ButtonLink as="label" htmlFor="story-pdf" variant="secondary" size="sm">
        Attach a PDF
      </ButtonLink>
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Attach a PDF')).toHaveAttribute(
      'type',
      'file',
    );
  },
};
