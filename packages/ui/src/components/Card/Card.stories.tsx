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
