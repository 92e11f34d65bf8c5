// Listen to realtime events (socket.io): notifications as they happen, and the unread count.
// Stops after the first notification, or after TRESTLE_LISTEN_SECONDS (default 60).
import { connectTrestleSocket } from '@trestle/sdk';
import { baseUrl, show, signedInClient } from './session.mjs';

const { session } = await signedInClient();
const socket = connectTrestleSocket({ baseUrl, token: session.token, transports: ['websocket'] });
const seconds = Number(process.env.TRESTLE_LISTEN_SECONDS ?? 60);
const timer = setTimeout(() => {
  show({ timedOut: true });
  socket.disconnect();
}, seconds * 1000);

socket.on('connect', () => show({ connected: true }));
socket.on('connect_error', (error) => {
  console.error(`Could not connect: ${error.message}`);
  process.exitCode = 1;
});
socket.on('notifications:count', ({ unread }) => console.error(`${unread} unread`));
socket.once('notification', (notification) => {
  show({ type: notification.type, actor: notification.actor?.username ?? null });
  clearTimeout(timer);
  socket.disconnect();
});
