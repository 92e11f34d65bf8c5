import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Editor } from '@tiptap/react';
import { POST_FORM_MESSAGES, VIDEO_UPLOAD_LIMIT_MESSAGE } from '@trestle/core';
import { demoUser, fakeServices, json, type Handler } from '../../test/fake-services';
import Composer, { type ComposerProps } from './Composer';
import type { ComposerMode } from './composer-mode';
import {
  editorFocused,
  pngFile,
  postFixture,
  scriptedUploads,
  storedPng,
  typeRichText,
  videoFile,
} from './compose-test-kit';

const NOW = Date.parse('2026-03-01T12:00:00Z');

/** Renders the composer over a fake API; returns the bodies it sent per "METHOD /path". */
function renderComposer(mode: ComposerMode, routes: Record<string, Handler> = {}) {
  const sent: Record<string, unknown> = {};
  const record =
    (key: string, answer: Handler): Handler =>
    async (request) => {
      sent[key] = await request.clone().json();
      return answer(request);
    };
  const recorded = Object.fromEntries(
    Object.entries(routes).map(([key, handler]) => [key, record(key, handler)]),
  );
  const fake = fakeServices(
    { 'GET /api/auth/refresh': () => json(200, { token: 't', user: demoUser }), ...recorded },
    { token: 't' },
  );
  const uploads = scriptedUploads();
  const props: ComposerProps = {
    services: fake.services,
    mode,
    onSaved: vi.fn(),
    onCancel: vi.fn(),
    upload: uploads.upload,
    now: () => NOW,
  };
  render(<Composer {...props} />);
  return { ...fake, sent, uploads, props };
}

const submitButton = (name: string) => screen.getByRole('button', { name });

describe('the composer’s checks', () => {
  it('shows an empty post’s error on the text field and moves focus there', async () => {
    const { calls, props } = renderComposer({ kind: 'new' });
    const box = await screen.findByRole('textbox', { name: 'Post text' });
    await typeRichText('Post text', '<p>   </p>');
    fireEvent.click(submitButton('Post'));
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(POST_FORM_MESSAGES.empty)).toBeTruthy();
    expect(box.getAttribute('aria-describedby')).toContain(
      screen.getByText(POST_FORM_MESSAGES.empty).id,
    );
    expect(document.activeElement).toBe(box);
    expect(calls.filter((call) => call.includes('/user/post'))).toEqual([]);
    expect(props.onSaved).not.toHaveBeenCalled();

    // Fixing the field clears its message.
    await typeRichText('Post text', '<p>Hi</p>');
    expect(screen.queryByText(POST_FORM_MESSAGES.empty)).toBeNull();
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows poll errors on the choice and focuses the first invalid one', async () => {
    renderComposer({ kind: 'new' });
    await typeRichText('Post text', '<p>Which crane?</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Add poll' }));
    fireEvent.change(screen.getByLabelText('Choice 1'), { target: { value: 'Tower' } });
    fireEvent.change(screen.getByLabelText('Choice 2'), { target: { value: 'tower' } });
    fireEvent.change(screen.getByLabelText('Closes at (optional)'), {
      target: { value: '2020-01-01T10:00' },
    });
    fireEvent.click(submitButton('Post'));
    const second = screen.getByLabelText('Choice 2');
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(POST_FORM_MESSAGES.pollChoicesDiffer)).toBeTruthy();
    expect(screen.getByText(POST_FORM_MESSAGES.pollClosesPast)).toBeTruthy();
    expect(screen.getByLabelText('Choice 1').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(second);
  });

  it('maps a 400 from the server onto the field and keeps what was typed', async () => {
    const message = 'Attach files you uploaded first with POST /files.';
    const { props } = renderComposer(
      { kind: 'new' },
      { 'POST /api/user/post': () => json(400, { message, errors: { media: message } }) },
    );
    await editorFocused('Post text');
    await typeRichText('Post text', '<p>Keep me</p>');
    fireEvent.click(submitButton('Post'));
    const input = await screen.findByLabelText('Add photos or videos');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(message)).toBeTruthy();
    expect(document.activeElement).toBe(input);
    expect(screen.getByRole('textbox', { name: 'Post text' }).textContent).toBe('Keep me');
    expect(props.onSaved).not.toHaveBeenCalled();
  });

  it('shows a refusal no field can take in the form', async () => {
    renderComposer(
      { kind: 'new' },
      { 'POST /api/user/post': () => json(429, { message: 'Too many posts. Wait a minute.' }) },
    );
    await editorFocused('Post text');
    await typeRichText('Post text', '<p>Again</p>');
    fireEvent.click(submitButton('Post'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Too many posts. Wait a minute.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });
});

describe('uploads in the composer', () => {
  it('uploads two files at a time with visible progress; Post waits for them', async () => {
    const { uploads } = renderComposer({ kind: 'new' });
    await typeRichText('Post text', '<p>Site photos</p>');
    const input = screen.getByLabelText('Add photos or videos');
    fireEvent.change(input, {
      target: { files: [pngFile('a.png'), pngFile('b.png'), pngFile('c.png')] },
    });

    const list = screen.getByRole('list', { name: 'Attached files' });
    const rows = () =>
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent);
    expect(rows()).toEqual([
      expect.stringContaining('Uploading 0%'),
      expect.stringContaining('Uploading 0%'),
      expect.stringContaining('Waiting'),
    ]);
    expect(screen.getByText('2 files upload at a time; 1 waiting.')).toBeTruthy();
    expect(uploads.transfers).toHaveLength(2);
    expect((submitButton('Post') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Waiting for uploads to finish…')).toBeTruthy();

    act(() => uploads.transfers[0]!.progress(0.5));
    expect(rows()[0]).toContain('Uploading 50%');
    // The bytes sent beside the percentage (the test files are 8 bytes).
    expect(rows()[0]).toContain('4 B of 8 B');
    const bar = screen.getByRole('progressbar', { name: 'Upload of a.png' }) as HTMLProgressElement;
    expect(bar.value).toBe(0.5);

    await act(async () => uploads.transfers[0]!.resolve(storedPng('a')));
    expect(rows()[0]).toContain('Uploaded');
    expect(rows()[2]).toContain('Uploading 0%');
    expect(uploads.transfers).toHaveLength(3);

    await act(async () => {
      uploads.transfers[1]!.resolve(storedPng('b'));
      uploads.transfers[2]!.resolve(storedPng('c'));
    });
    expect((submitButton('Post') as HTMLButtonElement).disabled).toBe(false);
  });

  it('cancels, retries and removes files', async () => {
    const { uploads } = renderComposer({ kind: 'new' });
    fireEvent.change(screen.getByLabelText('Add photos or videos'), {
      target: { files: [pngFile('a.png'), pngFile('b.png')] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload of a.png' }));
    expect(uploads.transfers[0]!.signal.aborted).toBe(true);
    expect(screen.queryByText('a.png')).toBeNull();

    await act(async () =>
      uploads.transfers[1]!.reject({ status: 415, body: { message: 'Not a type we accept.' } }),
    );
    expect(screen.getByText('Failed: Not a type we accept.')).toBeTruthy();
    // A failed file must be retried or removed before posting.
    await typeRichText('Post text', '<p>Hi</p>');
    fireEvent.click(submitButton('Post'));
    expect(screen.getByText('Retry or remove the files that failed to upload.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Retry b.png' }));
    expect(uploads.transfers).toHaveLength(3);
    await act(async () => uploads.transfers[2]!.resolve(storedPng('b')));
    expect(screen.getByText('Uploaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove b.png' }));
    expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull();
  });
});

describe('video uploads in the composer', () => {
  const limitNotice = () =>
    screen.getAllByRole('status').find((node) => node.textContent === VIDEO_UPLOAD_LIMIT_MESSAGE);

  it('says at the third video that two upload at a time, until a removal leaves fewer', async () => {
    const { uploads } = renderComposer({ kind: 'new' });
    const input = screen.getByLabelText('Add photos or videos');
    fireEvent.change(input, { target: { files: [videoFile('a.mp4'), videoFile('b.mov')] } });
    expect(limitNotice()).toBeUndefined();
    fireEvent.change(input, { target: { files: [videoFile('c.webm')] } });
    expect(limitNotice()).toBeTruthy();
    expect(uploads.transfers.map((transfer) => transfer.file.name)).toEqual(['a.mp4', 'b.mov']);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload of c.webm' }));
    expect(limitNotice()).toBeUndefined();
  });

  it('shows the server’s reason when it refuses a video, and sends the same file on Retry', async () => {
    const { uploads } = renderComposer({ kind: 'new' });
    const clip = videoFile('broken.mp4');
    fireEvent.change(screen.getByLabelText('Add photos or videos'), { target: { files: [clip] } });
    const refusal = 'This video or sound file could not be read.';
    await act(async () =>
      uploads.transfers[0]!.reject({ status: 415, body: { message: refusal } }),
    );
    expect(screen.getByText(`Failed: ${refusal}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry broken.mp4' }));
    expect(uploads.transfers).toHaveLength(2);
    expect(uploads.transfers[1]!.file).toBe(clip);
  });
});

describe('what the composer sends', () => {
  it('a new post: rich text, media with their size, poll, category and reply policy', async () => {
    const created = postFixture({ id: 'new-post' });
    const { sent, uploads, props } = renderComposer(
      { kind: 'new' },
      { 'POST /api/user/post': () => json(201, created) },
    );
    await typeRichText(
      'Post text',
      '<p>Pour at <strong>7am</strong> <s>sharp</s> <u>now</u></p><pre><code>x</code></pre>',
    );
    fireEvent.change(screen.getByLabelText('Add photos or videos'), {
      target: { files: [pngFile('slab.png')] },
    });
    await act(async () => uploads.transfers[0]!.resolve(storedPng('slab')));
    fireEvent.click(screen.getByRole('button', { name: 'Add poll' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add choice' }));
    fireEvent.change(screen.getByLabelText('Choice 1'), { target: { value: 'Yes' } });
    fireEvent.change(screen.getByLabelText('Choice 2'), { target: { value: 'No' } });
    fireEvent.change(screen.getByLabelText('Choice 3'), { target: { value: 'Maybe' } });
    fireEvent.change(screen.getByLabelText('Closes at (optional)'), {
      target: { value: '2026-03-02T12:00Z' },
    });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'business' } });
    fireEvent.change(screen.getByLabelText('Who can reply'), { target: { value: 'following' } });
    fireEvent.click(submitButton('Post'));

    await waitFor(() => expect(props.onSaved).toHaveBeenCalledWith(created));
    expect(sent['POST /api/user/post']).toEqual({
      kind: 'post',
      // Strike and underline come out as the allow-list's <del> and <ins>; code is plain text.
      text: '<p>Pour at <strong>7am</strong> <del>sharp</del> <ins>now</ins></p><p>x</p>',
      category: 'business',
      media: [{ file: 'slab.png', type: 'image', width: 800, height: 600 }],
      poll: { choices: ['Yes', 'No', 'Maybe'], durationHours: 24 },
      premium: false,
      replyPolicy: 'following',
      width: 800,
      height: 600,
    });
  });

  it('a blog post: needs a title, then sends title, long text and the cover picture', async () => {
    const created = postFixture({ id: 'new-blog', kind: 'blog', title: 'Framing a barn' });
    const { sent, uploads, props } = renderComposer(
      { kind: 'new' },
      { 'POST /api/user/post': () => json(201, created) },
    );
    await editorFocused('Post text');
    fireEvent.click(screen.getByRole('checkbox', { name: /^Blog post/ }));
    // A blog has no poll.
    expect(screen.queryByRole('button', { name: 'Add poll' })).toBeNull();
    await typeRichText('Blog text', '<h2>Day one</h2><p>Sills and posts.</p>');
    fireEvent.change(screen.getByLabelText('Add photos or videos'), {
      target: { files: [pngFile('barn.png')] },
    });
    await act(async () => uploads.transfers[0]!.resolve(storedPng('barn')));
    fireEvent.click(submitButton('Post'));
    const title = screen.getByRole('textbox', { name: /^Title/ });
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(POST_FORM_MESSAGES.blogTitleMissing)).toBeTruthy();
    expect(props.onSaved).not.toHaveBeenCalled();
    fireEvent.change(title, { target: { value: ' Framing a barn ' } });
    fireEvent.click(submitButton('Post'));
    await waitFor(() => expect(props.onSaved).toHaveBeenCalledWith(created));
    expect(sent['POST /api/user/post']).toMatchObject({
      kind: 'blog',
      title: 'Framing a barn',
      text: '<h2>Day one</h2><p>Sills and posts.</p>',
      media: [{ file: 'barn.png', type: 'image', width: 800, height: 600 }],
    });
  });

  it('a reply: says who it answers and posts text to replyToPost', async () => {
    const parent = postFixture();
    const reply = postFixture({ id: 'reply' });
    const { sent, props } = renderComposer(
      { kind: 'reply', to: parent },
      { [`POST /api/user/post/${parent.id}/reply`]: () => json(201, reply) },
    );
    expect(screen.getByText(/Replying to/).textContent).toBe('Replying to @dana');
    // A reply has no poll, category or reply policy of its own.
    expect(screen.queryByRole('button', { name: 'Add poll' })).toBeNull();
    expect(screen.queryByLabelText('Category')).toBeNull();
    fireEvent.click(submitButton('Reply'));
    expect(screen.getByText(POST_FORM_MESSAGES.emptyReply)).toBeTruthy();

    await typeRichText('Reply text', '<p>On my way</p>');
    fireEvent.click(submitButton('Reply'));
    await waitFor(() => expect(props.onSaved).toHaveBeenCalledWith(reply));
    expect(sent[`POST /api/user/post/${parent.id}/reply`]).toEqual({ text: '<p>On my way</p>' });
  });

  it('a quote: shows the quoted post and sends createPost with repostId, text optional', async () => {
    const quoted = postFixture();
    const { sent, props } = renderComposer(
      { kind: 'quote', of: quoted },
      { 'POST /api/user/post': () => json(201, postFixture({ id: 'quote' })) },
    );
    const figure = screen.getByRole('figure', { name: 'Quoted post by Dana Builder' });
    expect(figure.textContent).toContain('Concrete pour at 7am');
    fireEvent.click(submitButton('Post quote'));
    await waitFor(() => expect(props.onSaved).toHaveBeenCalled());
    expect(sent['POST /api/user/post']).toEqual({
      kind: 'post',
      category: 'general',
      repostId: quoted.id,
      premium: false,
      replyPolicy: 'everyone',
    });
  });

  it('an edit: starts from the post and PUTs the changes', async () => {
    const post = postFixture({
      category: 'news',
      replyPolicy: 'mentioned',
      media: [{ file: 'old.png', type: 'image', width: 10, height: 20 }],
    });
    const { sent, props } = renderComposer(
      { kind: 'edit', post },
      { [`PUT /api/user/post/${post.id}`]: () => json(200, post) },
    );
    const box = await screen.findByRole('textbox', { name: 'Post text' });
    expect(box.textContent).toBe('Concrete pour at 7am');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('news');
    expect((screen.getByLabelText('Who can reply') as HTMLSelectElement).value).toBe('mentioned');
    expect(screen.queryByRole('button', { name: 'Add poll' })).toBeNull();
    await typeRichText('Post text', '<p>Concrete pour at <em>8am</em></p>');
    fireEvent.click(submitButton('Save'));
    await waitFor(() => expect(props.onSaved).toHaveBeenCalledWith(post));
    expect(sent[`PUT /api/user/post/${post.id}`]).toEqual({
      text: '<p>Concrete pour at <em>8am</em></p>',
      media: [{ file: 'old.png', type: 'image', width: 10, height: 20 }],
      link: null,
      category: 'news',
      replyPolicy: 'mentioned',
      width: 10,
      height: 20,
    });
  });
});

describe('link previews in the composer', () => {
  const PREVIEW = {
    url: 'https://example.com/beams',
    title: 'Beam span tables',
    description: 'Sizes for timber beams',
    image: null,
    siteName: 'Example Supply',
  };
  const LONG = { timeout: 5_000 };

  it('previews the first address once typing pauses, and the post keeps it', async () => {
    const { sent, props } = renderComposer(
      { kind: 'new' },
      {
        'POST /api/meta/og': () => json(200, PREVIEW),
        'POST /api/user/post': () => json(201, postFixture({ id: 'linked' })),
      },
    );
    await typeRichText('Post text', '<p>Span tables at https://example.com/beams.</p>');
    await screen.findByText('Beam span tables', undefined, LONG);
    expect(sent['POST /api/meta/og']).toEqual({ url: 'https://example.com/beams' });
    expect(screen.getByText('Example Supply')).toBeTruthy();
    fireEvent.click(submitButton('Post'));
    await waitFor(() => expect(props.onSaved).toHaveBeenCalled());
    expect(sent['POST /api/user/post']).toMatchObject({ link: 'https://example.com/beams' });
  });

  it('leaves the preview out of the post once the person removes it', async () => {
    const { sent, props } = renderComposer(
      { kind: 'new' },
      {
        'POST /api/meta/og': () => json(200, PREVIEW),
        'POST /api/user/post': () => json(201, postFixture({ id: 'unlinked' })),
      },
    );
    await typeRichText('Post text', '<p>See https://example.com/beams</p>');
    await screen.findByText('Beam span tables', undefined, LONG);
    fireEvent.click(screen.getByRole('button', { name: 'Remove the preview of Example Supply' }));
    expect(screen.queryByText('Beam span tables')).toBeNull();
    fireEvent.click(submitButton('Post'));
    await waitFor(() => expect(props.onSaved).toHaveBeenCalled());
    expect(sent['POST /api/user/post']).not.toHaveProperty('link');
  });

  it('says quietly when a page has no preview, keeps the text and sends no link', async () => {
    const { sent, props, notify } = renderComposer(
      { kind: 'new' },
      {
        'POST /api/meta/og': () => json(400, { message: 'That page could not be reached.' }),
        'POST /api/user/post': () => json(201, postFixture({ id: 'bare' })),
      },
    );
    await typeRichText('Post text', '<p>Try www.example.com/nothing-here</p>');
    await screen.findByText(/No preview for this link/, undefined, LONG);
    expect(sent['POST /api/meta/og']).toEqual({ url: 'https://www.example.com/nothing-here' });
    expect(notify).not.toHaveBeenCalled();
    fireEvent.click(submitButton('Post'));
    await waitFor(() => expect(props.onSaved).toHaveBeenCalled());
    expect(sent['POST /api/user/post']).toMatchObject({
      text: '<p>Try www.example.com/nothing-here</p>',
    });
    expect(sent['POST /api/user/post']).not.toHaveProperty('link');
  });

  it('an edit shows the post’s preview, and removing it clears the link', async () => {
    const post = postFixture({
      text: '<p>Tables: https://example.com/beams</p>',
      link: PREVIEW,
    });
    const { sent, props, calls } = renderComposer(
      { kind: 'edit', post },
      { [`PUT /api/user/post/${post.id}`]: () => json(200, post) },
    );
    expect(await screen.findByText('Beam span tables')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the preview of Example Supply' }));
    fireEvent.click(submitButton('Save'));
    await waitFor(() => expect(props.onSaved).toHaveBeenCalled());
    expect(sent[`PUT /api/user/post/${post.id}`]).toMatchObject({ link: null });
    expect(calls).not.toContain('POST /api/meta/og');
  });
});

describe('suggestions while a mention or a tag is typed', () => {
  function renderWithPeople() {
    const asked: string[] = [];
    const fake = fakeServices(
      {
        'GET /api/auth/refresh': () => json(200, { token: 't', user: demoUser }),
        'POST /api/users/search': async (request) => {
          const { search } = (await request.json()) as { search: string };
          asked.push(`@${search}`);
          return json(200, {
            items: [
              { id: 'u1', username: 'buildco', general: { displayName: 'BuildCo', avatar: null } },
              { id: 'u2', username: 'burt', general: { displayName: 'Burt Mason', avatar: null } },
            ],
          });
        },
        'GET /api/user/tags': (request) => {
          asked.push(`#${new URL(request.url).searchParams.get('search')}`);
          return json(200, { items: [{ id: 't1', name: 'concrete', postsCount: 3 }] });
        },
      },
      { token: 't' },
    );
    render(
      <Composer
        services={fake.services}
        mode={{ kind: 'new' }}
        onSaved={vi.fn()}
        onCancel={vi.fn()}
        now={() => NOW}
      />,
    );
    return { asked };
  }

  async function typeAtEnd(html: string) {
    const box = await editorFocused('Post text');
    const { editor } = box as HTMLElement & { editor: Editor };
    act(() => {
      editor.chain().setContent(html, { emitUpdate: true }).focus('end').run();
    });
    return { box, editor };
  }

  it('lists people for "@bu"; arrows move, Enter inserts the username', async () => {
    const { asked } = renderWithPeople();
    const { box, editor } = await typeAtEnd('<p>Thanks @bu</p>');
    const list = await screen.findByRole('listbox', { name: 'People to mention' });
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
    ]);
    expect(asked).toEqual(['@bu']);
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    await waitFor(() => expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id));
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(editor.getText()).toBe('Thanks @burt '));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  it('lists tags for "#con"; Escape closes the list and keeps the text', async () => {
    const { asked } = renderWithPeople();
    const { box, editor } = await typeAtEnd('<p>Pour #con</p>');
    const list = await screen.findByRole('listbox', { name: 'Tags' });
    expect(within(list).getByRole('option').textContent).toContain('#concrete');
    expect(asked).toEqual(['#con']);
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(editor.getText()).toBe('Pour #con');
  });
});

describe('the room left', () => {
  it('shows how many characters are left before the limit, under the text', async () => {
    renderComposer({ kind: 'new' });
    const box = await editorFocused('Post text');
    await typeRichText('Post text', `<p>${'a'.repeat(19_700)}</p>`);
    const room = await screen.findByText('293 characters left');
    expect(box.getAttribute('aria-describedby')).toContain(room.parentElement!.id);
  });
});
