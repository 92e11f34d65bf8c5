import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Tabs } from '@trestle/ui';
import { chatIdFromPath } from '../../paths';
import { useAppState, useServices } from '../../services-context';
import { isPhoneWidth } from '../../shell/layout-width';
import { usePageTitle } from '../../use-page-title';
import { ChatList } from './ChatList';
import { ChatView } from './ChatView';
import { MessageSearch } from './MessageSearch';
import { PeopleSearch } from './PeopleSearch';
import { useChats } from './use-chats';
import page from '../Page.module.css';
import styles from './Messages.module.css';

type Pane = 'chats' | 'people' | 'messages';
const PANES: { value: Pane; label: string }[] = [
  { value: 'chats', label: 'Chats' },
  { value: 'people', label: 'People' },
  { value: 'messages', label: 'Messages' },
];

/**
 * /messages and /messages/:chatId (spec section 2): the chats (pinned on top), people and message
 * search, and the open chat. Phones show the list or the chat; wider screens both side by side.
 */
export default function Messages() {
  usePageTitle('Messages');
  const { store } = useServices();
  const chatId = chatIdFromPath(useLocation().pathname);
  const phone = useAppState((state) => isPhoneWidth(state.windowWidth));
  const [pane, setPane] = useState<Pane>('chats');
  const chats = useChats();
  useEffect(() => {
    store.set({ activeChatId: chatId });
    return () => store.set({ activeChatId: null });
  }, [store, chatId]);

  const showList = !phone || !chatId;
  const showChat = Boolean(chatId);
  return (
    <div
      className={`${page.page} ${styles.layout}`}
      data-split={!phone && showChat ? 'true' : 'false'}
    >
      {showList ? (
        <section className={styles.side} aria-labelledby="messages-title">
          <h1 id="messages-title" className={page.title}>
            Messages
          </h1>
          <Tabs
            label="Messages"
            items={PANES}
            value={pane}
            onChange={setPane}
            className={page.tabs}
          >
            <div className={styles.panel}>
              {pane === 'chats' ? <ChatList state={chats} activeId={chatId} /> : null}
              {pane === 'people' ? <PeopleSearch onOpen={() => setPane('chats')} /> : null}
              {pane === 'messages' ? <MessageSearch /> : null}
            </div>
          </Tabs>
        </section>
      ) : null}
      {showChat && chatId ? (
        <ChatView
          key={chatId}
          chatId={chatId}
          phone={phone}
          onPinned={chats.pinned}
          onRead={chats.read}
        />
      ) : !phone ? (
        <p className={styles.placeholder}>Choose a chat, or find someone under People.</p>
      ) : null}
    </div>
  );
}
