import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pager, type PagerProps } from './Pager';

/** Keeps the page so clicking in the story moves it. */
function Controlled(props: Omit<PagerProps, 'page'> & { start: number }) {
  const { start, onPage, ...rest } = props;
  const [page, setPage] = useState(start);
  return (
    <Pager
      {...rest}
      page={page}
      onPage={(next) => {
        setPage(next);
        onPage(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Pager',
  component: Controlled,
  args: { start: 1, pageCount: 12, hasNext: true, label: 'Projects pages', onPage: fn() },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Projects pages' });
    await expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
    await expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const MiddlePage: Story = {
  args: { start: 6 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Projects pages' });
    await expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Previous', '1', '4', '5', '6', '7', '8', '12', 'Next']);
  },
};

export const LastPage: Story = {
  args: { start: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** While the total is counted: Previous and Next only, Next while a page follows. */
export const CountUnknown: Story = {
  args: { start: 2, pageCount: null, hasNext: true },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Projects pages' });
    await expect(within(nav).getAllByRole('button')).toHaveLength(2);
    await expect(within(nav).getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};
