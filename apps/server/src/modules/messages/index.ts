// The direct-messages area: chats (list, one chat, pin, leave, read, unread counts), messages
// (list, send, edit, delete, react), message search, and the typing relay over Socket.IO.
import type { Operation } from '../../platform/http/operation';
import { deleteDirectMessage } from './operations/deleteDirectMessage';
import { getChat } from './operations/getChat';
import { getDirectMessageState } from './operations/getDirectMessageState';
import { leaveChat } from './operations/leaveChat';
import { listChats } from './operations/listChats';
import { listDirectMessages } from './operations/listDirectMessages';
import { markChatRead } from './operations/markChatRead';
import { reactToDirectMessage } from './operations/reactToDirectMessage';
import { searchDirectMessages } from './operations/searchDirectMessages';
import { sendDirectMessage } from './operations/sendDirectMessage';
import { toggleChatPin } from './operations/toggleChatPin';
import { updateDirectMessage } from './operations/updateDirectMessage';

export const messagesOperations: Operation[] = [
  listChats,
  getChat,
  getDirectMessageState,
  toggleChatPin,
  leaveChat,
  markChatRead,
  listDirectMessages,
  sendDirectMessage,
  updateDirectMessage,
  deleteDirectMessage,
  reactToDirectMessage,
  searchDirectMessages,
];

export { listenForTyping } from './typing';
export { mayMessage } from './policy';
