import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, type Handler } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';
import type { Chat, DirectMessage } from './dm-types';
import { ANA, ME, makeChat, makeMessage } from './messages-fixtures';

const CHAT = `/api/user/dm/${ANA.id}`;

function chatRoutes(
  messages: DirectMessage[],
  chat: Partial<Chat> = {},
  extra: Record<string, Handler> = {},
) {
  const bodies: Record<string, unknown[]> = {};
  const record = async (key: string, request: Request) => {
    const text = await request.text();
    (bodies[key] ??= []).push(text ? JSON.parse(text) : null);
  };
  return {
    bodies,
    routes: {
      'GET /api/user/dm/list': () => json(200, { items: [] }),
      'GET /api/user/dm/state': () => json(200, { unread: 0, unreadChats: 1 }),
      [`GET ${CHAT}`]: () => json(200, makeChat(ANA, { message: messages[0] ?? null, ...chat })),
      [`GET ${CHAT}/messages`]: () => json(200, { items: messages, count: messages.length }),
      [`POST ${CHAT}/read`]: async (request: Request) => {
        await record('read', request);
        return json(200, { unread: 0, unreadChats: 0 });
      },
      ...extra,
    } satisfies Record<string, Handler>,
  };
}

const bubbles = () =>
  within(screen.getByRole('list', { name: 'Messages with Ana' })).getAllByRole('listitem');

describe('the open chat', () => {
  it('uses the width (no right column) and keeps Pin and Leave in the chat’s menu', async () => {
    const messages = [makeMessage(1, ANA, { text: 'Hello' })];
    const { routes, bodies } = chatRoutes(
      messages,
      {},
      {
        [`POST ${CHAT}/pin`]: async (request: Request) => {
          const text = await request.text();
          (bodies.pin ??= []).push(text ? JSON.parse(text) : null);
          return json(200, { pinned: true });
        },
      },
    );
    renderApp(`/messages/${ANA.id}`, routes);
    await screen.findByRole('heading', { name: 'Ana' });
    expect(screen.queryByRole('complementary', { name: 'Suggestions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Leave' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Chat actions for Ana' }));
    expect(screen.getByRole('menuitem', { name: 'Leave the chat…' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Pin the chat' }));
    await waitFor(() => expect(bodies.pin).toHaveLength(1));
  });

  it('shows messages oldest at the top, plain text with line breaks, and receipts on own ones', async () => {
    const messages = [
      makeMessage(1, ANA, { sender: ME, text: 'Mine, read', recipientRead: true }),
      makeMessage(2, ANA, { text: '<b>not bold</b>\nsecond line' }),
      makeMessage(3, ANA, { sender: ME, text: 'Mine, sent' }),
    ];
    renderApp(`/messages/${ANA.id}`, chatRoutes(messages).routes);
    await screen.findByRole('heading', { name: 'Ana' });
    const items = bubbles();
    expect(items[0]!.textContent).toContain('Mine, sent');
    expect(items[0]!.textContent).toContain('Sent');
    expect(items[1]!.querySelector('b')).toBeNull();
    expect(items[1]!.textContent).toContain('<b>not bold</b>\nsecond line');
    expect(items[2]!.textContent).toContain('Read');
  });

  it('sends on Enter (Shift+Enter keeps writing), announces typing, and shows the answer', async () => {
    const sent: unknown[] = [];
    const fake = renderApp(`/messages/${ANA.id}`, {
      ...chatRoutes([makeMessage(2, ANA)]).routes,
      [`POST ${CHAT}/message`]: async (request) => {
        const body = (await request.json()) as { text: string };
        sent.push(body);
        return json(201, makeMessage(0, ANA, { sender: ME, text: body.text }));
      },
    });
    await waitFor(() => expect(fake.socket.connected).toBe(true));
    const box = await screen.findByRole('textbox', { name: 'Write to Ana' });
    fireEvent.change(box, { target: { value: 'Hello\nthere' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(sent).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(sent).toEqual([{ text: 'Hello\nthere', media: [] }]));
    await waitFor(() => expect(bubbles().at(-1)!.textContent).toContain('Hello\nthere'));
    expect(fake.socket.sent).toEqual([['dm:typing', { chatId: ANA.id }]]);
  });

  it('takes live messages, read receipts and typing; reads the chat while it is shown', async () => {
    const { routes, bodies } = chatRoutes([makeMessage(3, ANA, { sender: ME, text: 'Mine' })]);
    const fake = renderApp(`/messages/${ANA.id}`, routes);
    await screen.findByRole('heading', { name: 'Ana' });
    await waitFor(() => expect(fake.socket.connected).toBe(true));
    expect(bubbles()[0]!.textContent).toContain('Sent');

    act(() => fake.socket.emit('dm:typing', { chatId: ANA.id }));
    expect(await screen.findByText('Ana is typing…')).toBeTruthy();

    const incoming = makeMessage(0, ANA, { text: 'Live one' });
    act(() =>
      fake.socket.emit('dm:message', {
        message: incoming,
        chat: makeChat(ANA, { message: incoming, unread: 1 }),
      }),
    );
    await waitFor(() => expect(bubbles().at(-1)!.textContent).toContain('Live one'));
    expect(screen.queryByText('Ana is typing…')).toBeNull();
    await waitFor(() => expect(bodies.read?.length).toBeGreaterThan(0));

    const mine = makeMessage(3, ANA, { sender: ME, text: 'Mine' });
    act(() =>
      fake.socket.emit('dm:read', {
        chatId: ANA.id,
        readerId: ANA.id,
        messageId: mine.id,
        readAt: new Date().toISOString(),
      }),
    );
    await waitFor(() => expect(bubbles()[0]!.textContent).toContain('Read'));
  });

  it('merges the messages sent while the connection was down once it comes up', async () => {
    let messages = [makeMessage(1, ANA, { text: 'Before the drop' })];
    const { routes } = chatRoutes([]);
    const fake = renderApp(`/messages/${ANA.id}`, {
      ...routes,
      [`GET ${CHAT}/messages`]: () => json(200, { items: messages, count: messages.length }),
    });
    await screen.findByText('Before the drop');
    await waitFor(() => expect(fake.socket.connected).toBe(true));
    messages = [makeMessage(2, ANA, { text: 'While it was down' }), ...messages];
    act(() => fake.socket.setUp(true));
    await screen.findByText('While it was down');
    expect(bubbles()).toHaveLength(2);
  });

  it('edits, deletes (after confirming), reacts and replies', async () => {
    const own = makeMessage(2, ANA, { sender: ME, text: 'Typo heer' });
    const theirs = makeMessage(1, ANA, { text: 'Nice work' });
    const calls: { key: string; body: unknown }[] = [];
    const base = `${CHAT}/message`;
    renderApp(`/messages/${ANA.id}`, {
      ...chatRoutes([theirs, own]).routes,
      [`PUT ${base}/${own.id}`]: async (request) => {
        const body = (await request.json()) as { text: string };
        calls.push({ key: 'edit', body });
        return json(200, { ...own, text: body.text, editedAt: new Date().toISOString() });
      },
      [`DELETE ${base}/${own.id}`]: () => {
        calls.push({ key: 'delete', body: null });
        return json(200, { ok: true });
      },
      [`POST ${base}/${theirs.id}/react`]: async (request) => {
        const body = (await request.json()) as { reaction: 'love' };
        calls.push({ key: 'react', body });
        return json(200, { ...theirs, reaction: body.reaction });
      },
      [`POST ${base}`]: async (request) => {
        const body = (await request.json()) as object;
        calls.push({ key: 'send', body });
        return json(201, makeMessage(0, ANA, { sender: ME, text: 'Thanks' }));
      },
    });
    await screen.findByRole('heading', { name: 'Ana' });

    // Edit
    fireEvent.click(within(bubbles()[0]!).getByRole('button', { name: 'Edit' }));
    const editBox = await screen.findByRole('textbox', { name: 'Edit your message' });
    expect((editBox as HTMLTextAreaElement).value).toBe('Typo heer');
    fireEvent.change(editBox, { target: { value: 'Typo here' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bubbles()[0]!.textContent).toContain('Typo here'));
    expect(bubbles()[0]!.textContent).toContain('Edited');

    // React
    fireEvent.change(
      within(bubbles()[1]!).getByRole('combobox', { name: 'React to the message' }),
      {
        target: { value: 'love' },
      },
    );
    await waitFor(() => expect(bubbles()[1]!.textContent).toContain('Reaction: Love'));

    // Reply
    fireEvent.click(within(bubbles()[1]!).getByRole('button', { name: 'Reply' }));
    expect(screen.getByText(/Replying to “Nice work”/)).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Write to Ana' });
    fireEvent.change(box, { target: { value: 'Thanks' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'send')?.body).toEqual({
        text: 'Thanks',
        media: [],
        reply: theirs.id,
      }),
    );
    await waitFor(() => expect(screen.queryByText(/Replying to/)).toBeNull());

    // Delete
    fireEvent.click(within(bubbles()[0]!).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(bubbles()[0]!.textContent).toContain('This message was deleted'));
    expect(calls.map((c) => c.key)).toEqual(['edit', 'react', 'send', 'delete']);
    expect(calls[1]!.body).toEqual({ reaction: 'love' });
  });

  it('says why when the person cannot be messaged, with no composer', async () => {
    renderApp(`/messages/${ANA.id}`, chatRoutes([], { canMessage: false, message: null }).routes);
    expect(await screen.findByText(/You can.t message Ana/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Write to Ana' })).toBeNull();
  });

  it('loads older messages 20 a page on top, and announces typing at most once per interval', async () => {
    const page1 = Array.from({ length: 20 }, (_, i) => makeMessage(i + 1, ANA));
    const page2 = [makeMessage(21, ANA, { text: 'The very first' })];
    const skips: string[] = [];
    const fake = renderApp(`/messages/${ANA.id}`, {
      ...chatRoutes([]).routes,
      [`GET ${CHAT}/messages`]: (request) => {
        const skip = new URL(request.url).searchParams.get('skip') ?? '0';
        skips.push(skip);
        return json(200, { items: skip === '0' ? page1 : page2, count: 21 });
      },
    });
    await screen.findByRole('heading', { name: 'Ana' });
    expect(bubbles()).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(bubbles()[0]!.textContent).toContain('The very first'));
    expect(skips).toEqual(['0', '20']);
    expect(bubbles().at(-1)!.textContent).toContain('Message 1');
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();

    await waitFor(() => expect(fake.socket.connected).toBe(true));
    const box = screen.getByRole('textbox', { name: 'Write to Ana' });
    for (const value of ['H', 'He', 'Hel', 'Hell']) fireEvent.change(box, { target: { value } });
    expect(fake.socket.sent).toEqual([['dm:typing', { chatId: ANA.id }]]);
  });

  it('clears the unread count in the list once it is read here', async () => {
    const incoming = makeMessage(1, ANA, { text: 'Unread one' });
    const { routes, bodies } = chatRoutes([incoming], { unread: 1 });
    renderApp(`/messages/${ANA.id}`, {
      ...routes,
      'GET /api/user/dm/list': (request) =>
        json(200, {
          items:
            new URL(request.url).searchParams.get('pinned') === 'true'
              ? []
              : [makeChat(ANA, { message: incoming, unread: 1 })],
        }),
    });
    const list = await screen.findByRole('region', { name: 'Chats' });
    await waitFor(() => expect(bodies.read?.length).toBe(1));
    await waitFor(() => expect(list.textContent).not.toContain('unread'));
  });
});
