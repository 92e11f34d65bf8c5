import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ViewModeSwitch } from './ViewModeSwitch';

type Mode = 'scroll' | 'pages' | 'map';
const MODES: readonly Mode[] = ['scroll', 'pages', 'map'];
const LABELS: Record<Mode, string> = { scroll: 'Scroll', pages: 'Pages', map: 'Map' };

/** Keeps the mode so pressing a chip in the story switches it. */
function Controlled({ start }: { start: Mode }) {
  const [mode, setMode] = useState<Mode>(start);
  return <ViewModeSwitch modes={MODES} labels={LABELS} value={mode} onChange={setMode} />;
}

const meta = {
  title: 'Components/ViewModeSwitch',
  component: Controlled,
  args: { start: 'scroll' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scroll: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'View' });
    await userEvent.click(within(group).getByRole('button', { name: 'Map' }));
    await expect(within(group).getByRole('button', { name: 'Map' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Pages: Story = {
  args: { start: 'pages' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Pages' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
