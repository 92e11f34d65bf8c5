import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { chatIdFromPath } from '../paths';
import { useServices } from '../services-context';
import ComingSoon from './ComingSoon';

/** /messages and /messages/:chatId: the chat id becomes the active chat (spec section 2). */
export default function Messages() {
  const { store } = useServices();
  const chatId = chatIdFromPath(useLocation().pathname);
  useEffect(() => {
    store.set({ activeChatId: chatId });
    return () => store.set({ activeChatId: null });
  }, [store, chatId]);
  return (
    <ComingSoon
      areaKey="messages"
      detail={chatId ? 'The conversation you opened will show here once it is.' : undefined}
    />
  );
}
