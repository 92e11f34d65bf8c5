// What the server does with events clients send over Socket.IO, per area. A new client event's
// handler is added here (the platform relays; the areas decide).
import { listenForTyping } from './modules/messages/index';
import type { AppContext } from './platform/context';

export function startListeners(ctx: AppContext): void {
  listenForTyping(ctx);
}
