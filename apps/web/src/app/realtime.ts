// Loaded after sign-in only: the socket.io client is not needed to show the first page.
import { connectTrestleSocket, type TrestleSocket } from '@trestle/sdk';

export function connectRealtime(token: string): Promise<TrestleSocket> {
  return Promise.resolve(connectTrestleSocket({ token }));
}
