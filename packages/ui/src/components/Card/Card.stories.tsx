import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    children: (
      <>
        <strong>Riverside Warehouse Conversion</strong>
        <p style={{ margin: '8px 0 0' }}>Looking for a structural engineer, Q3 start.</p>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Riverside Warehouse Conversion'),
    ).toBeInTheDocument();
  },
};

export const AsArticle: Story = {
  args: {
    as: 'article',
    padding: 'lg',
    'aria-label': 'Job: Site manager',
    children: 'Site manager — Leeds, full time',
  },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article', { name: 'Job: Site manager' });
    await expect(article).toHaveTextContent('Site manager — Leeds, full time');
  },
};

export const SectionWithoutPadding: Story = {
  args: {
    as: 'section',
    padding: 'none',
    'aria-label': 'Photos',
    children: (
      <img
        alt="Site photo"
        width={240}
        height={120}
        src="data:image/gif;base64,R0lGODlhAQABAAAAACw="
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Photos' });
    await expect(section).toHaveClass('tr-card--pad-none');
    await expect(within(section).getByRole('img', { name: 'Site photo' })).toBeInTheDocument();
  },
};

export const SmallPadding: Story = {
  args: { padding: 'sm', children: 'Compact note' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Compact note')).toHaveClass('tr-card--pad-sm');
  },
};
