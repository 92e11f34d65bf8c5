import { describe, expect, it, vi } from 'vitest';
import type { TrestleSocket } from '@trestle/sdk';
import { memoryStorage } from '../test/memory-storage';
import { createServices } from './services';

type Listener = (...args: unknown[]) => void;

/** Sockets handed out by the fake connector, newest last. */
function connector() {
  const sockets: { listeners: Map<string, Listener[]>; disconnect: () => void }[] = [];
  const connect = () => {
    const listeners = new Map<string, Listener[]>();
    const socket = {
      listeners,
      on(event: string, listener: Listener) {
        listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      },
      disconnect: vi.fn(),
    };
    sockets.push(socket);
    return Promise.resolve(socket as unknown as Pick<TrestleSocket, 'on' | 'disconnect'>);
  };
  const emit = (event: string, payload: unknown) =>
    sockets
      .at(-1)
      ?.listeners.get(event)
      ?.forEach((listener) => listener(payload));
  return { sockets, connect, emit };
}

describe('realtime subscriptions', () => {
  it('reach handlers subscribed before or after connecting, across a new connection, until unsubscribed', async () => {
    const fake = connector();
    const services = createServices({
      fetch: vi.fn(() => Promise.resolve(new Response('{}', { status: 401 }))),
      storage: memoryStorage(),
      sessionStorage: memoryStorage(),
      connectSocket: fake.connect,
      reload: vi.fn(),
    });
    const early = vi.fn();
    const unsubscribe = services.realtime.on('newsfeed:new', early);
    services.realtime.start('token');
    await vi.waitFor(() => expect(fake.sockets).toHaveLength(1));
    const late = vi.fn();
    services.realtime.on('newsfeed:new', late);
    fake.emit('newsfeed:new', { source: 'following', count: 1 });
    expect(early).toHaveBeenCalledWith({ source: 'following', count: 1 });
    expect(late).toHaveBeenCalledTimes(1);

    // Signed out and in again: a new socket, the same subscriptions.
    services.realtime.stop();
    services.realtime.start('token');
    await vi.waitFor(() => expect(fake.sockets).toHaveLength(2));
    fake.emit('newsfeed:new', { source: 'local', count: 2 });
    expect(early).toHaveBeenCalledTimes(2);
    expect(late).toHaveBeenCalledTimes(2);

    unsubscribe();
    fake.emit('newsfeed:new', { source: 'local', count: 1 });
    expect(early).toHaveBeenCalledTimes(2);
    expect(late).toHaveBeenCalledTimes(3);
  });

  it('calls whenUp handlers each time the connection comes up, never when it goes down, until unsubscribed', async () => {
    const fake = connector();
    const services = createServices({
      fetch: vi.fn(() => Promise.resolve(new Response('{}', { status: 401 }))),
      storage: memoryStorage(),
      sessionStorage: memoryStorage(),
      connectSocket: fake.connect,
      reload: vi.fn(),
    });
    const up = vi.fn();
    const unsubscribe = services.realtime.whenUp(up);
    services.realtime.start('token');
    await vi.waitFor(() => expect(fake.sockets).toHaveLength(1));
    expect(up).not.toHaveBeenCalled();
    fake.emit('connect', undefined);
    expect(up).toHaveBeenCalledTimes(1);
    expect(services.realtime.live()).toBe(true);
    fake.emit('disconnect', 'transport close');
    expect(up).toHaveBeenCalledTimes(1);
    fake.emit('connect', undefined);
    expect(up).toHaveBeenCalledTimes(2);
    unsubscribe();
    fake.emit('disconnect', 'transport close');
    fake.emit('connect', undefined);
    expect(up).toHaveBeenCalledTimes(2);
  });
});
