import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { value: 'all', label: 'All' },
  { value: 'replies', label: 'Replies', count: 3 },
  { value: 'mentions', label: 'Mentions', disabled: true },
  { value: 'follows', label: 'Follows' },
];

function Controlled({ initial = 'all' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <Tabs items={items} value={value} onChange={setValue} label="Notifications">
      Panel for {value}
    </Tabs>
  );
}

const tab = (name: string | RegExp) => screen.getByRole('tab', { name });
const selected = () => screen.getAllByRole('tab', { selected: true }).map((t) => t.id);

describe('Tabs', () => {
  it('renders a named tablist with one tab in the Tab order', () => {
    render(<Controlled initial="replies" />);
    expect(screen.getByRole('tablist', { name: 'Notifications' })).toBeTruthy();
    expect(tab('Replies 3').getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((t) => t.getAttribute('tabindex'))).toEqual([
      '-1',
      '0',
      '-1',
      '-1',
    ]);
  });

  it('links the selected tab and the panel', () => {
    render(<Controlled initial="replies" />);
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('Panel for replies');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Replies 3').id);
    expect(tab('Replies 3').getAttribute('aria-controls')).toBe(panel.id);
  });

  it('moves selection and focus with the arrow keys, skipping disabled tabs and wrapping', () => {
    render(<Controlled />);
    fireEvent.keyDown(tab('All'), { key: 'ArrowRight' });
    expect(selected()).toEqual([tab('Replies 3').id]);
    expect(document.activeElement).toBe(tab('Replies 3'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel for replies');

    fireEvent.keyDown(tab('Replies 3'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Follows'));
    expect(tab('Follows').getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(tab('Follows'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('All'));

    fireEvent.keyDown(tab('All'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Follows'));
    expect(tab('Follows').getAttribute('tabindex')).toBe('0');
  });

  it('jumps to the first and last tab with Home and End', () => {
    render(<Controlled initial="replies" />);
    fireEvent.keyDown(tab('Replies 3'), { key: 'End' });
    expect(tab('Follows').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Follows'), { key: 'Home' });
    expect(tab('All').getAttribute('aria-selected')).toBe('true');
  });

  it('calls onChange with the new value only; other keys do nothing', () => {
    const onChange = vi.fn();
    render(<Tabs items={items} value="all" onChange={onChange} label="Notifications" />);
    fireEvent.keyDown(tab('All'), { key: 'Enter' });
    fireEvent.click(tab('All'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(tab('Follows'));
    expect(onChange).toHaveBeenCalledWith('follows');
    // Without children there is no panel to point at.
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(tab('All').hasAttribute('aria-controls')).toBe(false);
  });

  it('caps large counts', () => {
    render(
      <Tabs
        items={[{ value: 'reactions', label: 'Reactions', count: 250 }]}
        value="reactions"
        onChange={() => {}}
        label="Activity"
      />,
    );
    expect(tab('Reactions 99+')).toBeTruthy();
  });
});
