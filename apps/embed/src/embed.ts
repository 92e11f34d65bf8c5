// The Trestle embed script. A website marks a post with
//   <blockquote class="trestle-post" data-post-id="…"><a href="https://trestle.example/…">…</a></blockquote>
//   <script async src="https://trestle.example/embed.js"></script>
// and this script replaces each marked blockquote with an iframe of /embed/:id from the same
// origin as the script, sized to its content by messages from the frame.

declare const __EMBED_VERSION__: string;
export const EMBED_VERSION = typeof __EMBED_VERSION__ === 'string' ? __EMBED_VERSION__ : 'dev';
export const MARKER_CLASS = 'trestle-post';
export const SIZE_MESSAGE = 'trestle:embed-size';

export interface SizeMessage {
  type: typeof SIZE_MESSAGE;
  id: string;
  height: number;
}

const ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

/** Replaces every marked blockquote under root with an iframe; returns the frames made. */
export function mountEmbeds(root: ParentNode, origin: string): HTMLIFrameElement[] {
  const frames: HTMLIFrameElement[] = [];
  for (const quote of Array.from(
    root.querySelectorAll<HTMLElement>(`blockquote.${MARKER_CLASS}`),
  )) {
    const id = quote.dataset.postId ?? '';
    if (!ID_PATTERN.test(id)) continue;
    const frame = quote.ownerDocument.createElement('iframe');
    frame.src = `${origin}/embed/${encodeURIComponent(id)}`;
    frame.title = 'Trestle post';
    frame.loading = 'lazy';
    frame.dataset.trestlePostId = id;
    frame.setAttribute('scrolling', 'no');
    frame.style.cssText = 'border:0;width:100%;max-width:550px;height:240px;display:block;';
    quote.replaceWith(frame);
    frames.push(frame);
  }
  return frames;
}

/** Applies a size message from a frame of the given origin; ignores anything else. */
export function applySize(doc: Document, origin: string, event: MessageEvent): boolean {
  if (event.origin !== origin) return false;
  const data = event.data as Partial<SizeMessage> | null;
  if (!data || data.type !== SIZE_MESSAGE || typeof data.id !== 'string') return false;
  if (typeof data.height !== 'number' || !Number.isFinite(data.height)) return false;
  const height = Math.min(Math.max(Math.round(data.height), 80), 4000);
  let applied = false;
  for (const frame of Array.from(
    doc.querySelectorAll<HTMLIFrameElement>('iframe[data-trestle-post-id]'),
  )) {
    if (frame.dataset.trestlePostId === data.id) {
      frame.style.height = `${height}px`;
      applied = true;
    }
  }
  return applied;
}

/** Where the script was loaded from: the Trestle server whose posts are embedded. */
export function scriptOrigin(script: HTMLScriptElement | SVGScriptElement | null): string | null {
  const src = script && 'src' in script ? String(script.src) : '';
  try {
    return src ? new URL(src).origin : null;
  } catch {
    return null;
  }
}
