// The embed page's entry (embed.html, served for /embed/:id): the frameless post view other
// websites put in an iframe. It loads React and this view only, never the application.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@trestle/ui/styles.css';
import '../global.css';
import { topLevelView } from '../top-level';
import EmbedView from './EmbedView';

const top = topLevelView(window.location.pathname);
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

if (top.view === 'embed') {
  createRoot(container).render(
    <StrictMode>
      <EmbedView id={top.id} />
    </StrictMode>,
  );
} else {
  // Only /embed/:id is an embedded post; any other address belongs to the application.
  window.location.replace('/');
}
