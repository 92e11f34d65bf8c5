import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { demoUser, fakeServices, json } from '../../test/fake-services';
import { ModalHost } from '../shell/ModalHost';
import { editorFocused, postFixture, typeRichText } from './compose-test-kit';
import { DISCARD_QUESTION, openComposer, SAVED_MESSAGES } from './open-composer';
import { onPostCreated } from './post-created-event';

function setUp() {
  const created = postFixture({ id: 'created' });
  const fake = fakeServices(
    {
      'GET /api/auth/refresh': () => json(200, { token: 't', user: demoUser }),
      'POST /api/user/post': () => json(201, created),
    },
    { token: 't' },
  );
  render(<ModalHost store={fake.services.modals} />);
  return { ...fake, created };
}

describe('openComposer', () => {
  it('loads the composer in a modal; on success closes it, says so and hands back the post', async () => {
    const { services, notify, created } = setUp();
    const onDone = vi.fn();
    act(() => openComposer(services, { kind: 'new' }, onDone));
    expect(screen.getByRole('dialog', { name: 'New post' })).toBeTruthy();
    await editorFocused('Post text');
    await typeRichText('Post text', '<p>Hello site</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(created));
    expect(notify).toHaveBeenCalledWith(SAVED_MESSAGES.new, 'success');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks in its own dialog before Escape drops unsaved text; closes at once when nothing was written', async () => {
    const { services } = setUp();
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    act(() => openComposer(services, { kind: 'new' }));
    await editorFocused('Post text');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => openComposer(services, { kind: 'new' }));
    await editorFocused('Post text');
    await typeRichText('Post text', '<p>Half a thought</p>');
    // Escape in the text (the editor swallows it, as ProseMirror does with key code 27).
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Post text' }), {
      key: 'Escape',
      keyCode: 27,
    });
    const question = await screen.findByRole('alertdialog', { name: DISCARD_QUESTION });
    fireEvent.click(within(question).getByRole('button', { name: 'Keep writing' }));
    // Kept open, text and all.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Post text' }).textContent).toBe('Half a thought');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const again = await screen.findByRole('alertdialog', { name: DISCARD_QUESTION });
    fireEvent.click(within(again).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Never the browser's own confirm().
    expect(confirm).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('keeps TipTap out of this module: the composer is a separate chunk', async () => {
    const source = await import('./open-composer?raw');
    expect(source.default).toContain("import('./Composer')");
    expect(source.default).not.toMatch(/from '@tiptap|from '\.\/Composer'/);
  });
});

describe('the post-created event', () => {
  it('carries the post to listeners until they stop listening', () => {
    const heard = vi.fn();
    const stop = onPostCreated(heard);
    const post = postFixture();
    window.dispatchEvent(new CustomEvent('trestle:post-created', { detail: post }));
    stop();
    window.dispatchEvent(new CustomEvent('trestle:post-created', { detail: post }));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith(post);
  });
});
