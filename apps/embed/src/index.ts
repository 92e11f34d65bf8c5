// Entry of the published embed script: mounts embeds once the page is ready.
import { applySize, mountEmbeds, scriptOrigin } from './embed';

const origin = scriptOrigin(document.currentScript);
if (origin) {
  const start = () => mountEmbeds(document, origin);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
  window.addEventListener('message', (event) => applySize(document, origin, event));
}
