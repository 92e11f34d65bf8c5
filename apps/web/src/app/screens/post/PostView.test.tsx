import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePost, makePosts } from '../../posts/post-fixture';
import { json } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';

const root = makePost(1, { text: '<p>The root post</p>', replies_count: 7 });

describe('the full post view', () => {
  it('shows the post and its replies five at a time, oldest first, with nested replies', async () => {
    const pages: Record<string, string[]> = {};
    const replies = makePosts(101, 7, { reply: root });
    replies[0] = { ...replies[0]!, replies_count: 1 };
    const nested = makePost(201, { text: '<p>A reply to a reply</p>', reply: replies[0]! });
    const fake = renderApp(`/post/${root.id}`, {
      [`GET /api/user/post/${root.id}`]: () => json(200, root),
      [`GET /api/user/post/${root.id}/replies`]: (request) => {
        const query = new URL(request.url).searchParams;
        (pages[root.id] ??= []).push(query.toString());
        const skip = Number(query.get('skip'));
        return json(200, { items: replies.slice(skip, skip + 5) });
      },
      [`GET /api/user/post/${replies[0]!.id}/replies`]: () => json(200, { items: [nested] }),
    });
    expect(await screen.findByRole('heading', { name: 'Post', level: 1 })).toBeTruthy();
    await screen.findByText('The root post');
    const list = await screen.findByRole('list', { name: 'Replies' });
    await within(list).findByText('Post number 105');
    expect(within(list).queryByText('Post number 106')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more replies' }));
    await within(list).findByText('Post number 107');
    expect(screen.queryByRole('button', { name: 'Load more replies' })).toBeNull();
    expect(pages[root.id]).toEqual(['skip=0&limit=5&sort=ASC', 'skip=5&limit=5&sort=ASC']);

    fireEvent.click(screen.getByRole('button', { name: 'Show 1 reply' }));
    const deeper = await screen.findByRole('list', { name: 'Replies to this reply' });
    expect(within(deeper).getByText('A reply to a reply')).toBeTruthy();
    expect(fake.calls).toContain(`POST /api/user/post/${root.id}/impression`);
  });

  it('shows the conversation above a reply', async () => {
    const reply = makePost(2, { text: '<p>My reply</p>', reply: root });
    renderApp(`/post/${reply.id}`, {
      [`GET /api/user/post/${reply.id}`]: () => json(200, reply),
      [`GET /api/user/post/${reply.id}/tree`]: () => json(200, { ancestors: [root], post: reply }),
      [`GET /api/user/post/${reply.id}/replies`]: () => json(200, { items: [] }),
    });
    const thread = await screen.findByRole('list', { name: 'Earlier in the conversation' });
    expect(within(thread).getByText('The root post')).toBeTruthy();
    expect(await screen.findByText('No replies yet.')).toBeTruthy();
  });

  it('says plainly when the post is not available (deleted, blocked or missing)', async () => {
    renderApp(`/post/${root.id}`, {
      [`GET /api/user/post/${root.id}`]: () => json(404, { message: 'Post not found.' }),
    });
    expect(await screen.findByRole('heading', { name: 'This post isn’t available' })).toBeTruthy();
  });

  it('shows a shared post read-only to visitors, with sign-in coming back to it', async () => {
    renderApp(
      `/post/${root.id}`,
      { [`GET /api/post/${root.id}`]: () => json(200, root) },
      {
        signedIn: false,
      },
    );
    await screen.findByText('The root post');
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull();
    const signIn = screen.getAllByRole('link', { name: 'Sign in' })[0]!;
    expect(signIn.getAttribute('href')).toBe(
      `/sign-in?next=${encodeURIComponent(`/post/${root.id}`)}`,
    );
  });

  it('lists the edit history newest first, five at a time', async () => {
    const edited = { ...root, editedAt: new Date().toISOString() };
    const requests: string[] = [];
    const revisions = Array.from({ length: 6 }, (_, index) => ({
      text: `<p>Version ${6 - index}</p>`,
      media: [],
      createdAt: new Date(Date.UTC(2026, 0, 10 - index)).toISOString(),
    }));
    renderApp(`/post/${root.id}`, {
      [`GET /api/user/post/${root.id}`]: () => json(200, edited),
      [`GET /api/user/post/${root.id}/replies`]: () => json(200, { items: [] }),
      [`GET /api/user/post/${root.id}/history`]: (request) => {
        const query = new URL(request.url).searchParams;
        requests.push(query.toString());
        const skip = Number(query.get('skip'));
        return json(200, { items: revisions.slice(skip, skip + 5) });
      },
    });
    await screen.findByText('The root post');
    fireEvent.click(screen.getByRole('button', { name: 'Edit history' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit history' });
    await within(dialog).findByText('Version 6');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));
    await within(dialog).findByText('Version 1');
    const texts = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(texts.map((text) => /Version \d/.exec(text)?.[0])).toEqual([
      'Version 6',
      'Version 5',
      'Version 4',
      'Version 3',
      'Version 2',
      'Version 1',
    ]);
    await waitFor(() => expect(requests).toEqual(['skip=0&limit=5', 'skip=5&limit=5']));
  });
});
