import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmbedDialog, isEmbeddable } from './EmbedDialog';
import { makePost } from './post-fixture';

const ORIGIN = 'https://trestle.example';

function renderDialog(overrides: Parameters<typeof makePost>[1] = {}) {
  const post = makePost(1, { text: '<p>Framing <em>done</em> & dried</p>', ...overrides });
  const notify = vi.fn();
  const onClose = vi.fn();
  render(<EmbedDialog post={post} origin={ORIGIN} notify={notify} onClose={onClose} />);
  const code = screen.getByRole('textbox', { name: 'Embed code' }) as HTMLTextAreaElement;
  return { post, notify, onClose, code };
}

const setClipboard = (writeText: (text: string) => Promise<void>) =>
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });

afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
});

describe('the embed dialog', () => {
  it('shows the snippet read-only, focused and selected, pointing at this site', async () => {
    const { post, code } = renderDialog();
    expect(code.readOnly).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.selectionStart).toBe(0);
    expect(code.selectionEnd).toBe(code.value.length);
    expect(code.value).toContain(`<blockquote class="trestle-post" data-post-id="${post.id}">`);
    expect(code.value).toContain('<p>Framing done &amp; dried</p>');
    expect(code.value).toContain(`<a href="${ORIGIN}/post/${post.id}">`);
    expect(code.value).toContain(`<script async src="${ORIGIN}/embed.js"></script>`);
  });

  it('copies the snippet with the Copy button and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard(writeText);
    const { notify, code } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Embed code copied.', 'success'));
    expect(writeText).toHaveBeenCalledWith(code.value);
  });

  it('says to copy by hand when the clipboard refuses, and Done closes', async () => {
    setClipboard(() => Promise.reject(new Error('denied')));
    const { notify, onClose } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Could not copy: select the code and copy it yourself.',
        'error',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('isEmbeddable', () => {
  it('offers embedding for posts the open web may see, not premium or closed-group ones', () => {
    expect(isEmbeddable(makePost(1))).toBe(true);
    expect(isEmbeddable(makePost(2, { premium: true }))).toBe(false);
    const group = { id: 'g', name: 'crew', title: 'Crew', privateGroup: false };
    expect(isEmbeddable(makePost(3, { group: { ...group, type: 'open' } }))).toBe(true);
    expect(isEmbeddable(makePost(4, { group: { ...group, type: 'closed' } }))).toBe(false);
  });
});
