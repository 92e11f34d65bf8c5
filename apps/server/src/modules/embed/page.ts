// The embed page (/embed/:id, spec section 2): a public post as one self-contained HTML page that
// reads with JavaScript off. Its only script is a few hundred bytes, inline (allowed by its hash),
// that tells the embedding page (apps/embed's embed.js) the content's height so the frame fits.
import { createHash } from 'node:crypto';
import { countOf, embedExcerpt, isPureRepost, sanitiseRichText } from '@trestle/core';
import type { components } from '@trestle/openapi/types';
import { escapeHtml } from './html';

type Post = components['schemas']['Post'];

/** The message embed.js listens for (apps/embed/src/embed.ts, SIZE_MESSAGE). */
export const EMBED_SIZE_MESSAGE = 'trestle:embed-size';

/** Addresses of the post, its author and files, relative to the site (the frame's origin). */
export const postPagePath = (id: string) => `/post/${encodeURIComponent(id)}`;
const profilePath = (username: string) => `/profile/${encodeURIComponent(username)}`;
const fileUrl = (name: string) => `/api/files/${encodeURIComponent(name)}`;

/**
 * Sends the height of #embed to the parent page whenever it changes (images loading, fonts, a
 * narrower frame). Written once here: its hash goes in the page's CSP.
 */
const SIZE_SCRIPT =
  '(function(){var d=document,m=d.getElementById("embed"),id=d.documentElement.getAttribute("data-post-id"),last=0;' +
  'function send(){var h=Math.ceil(m.getBoundingClientRect().height);if(h===last||window.parent===window)return;last=h;' +
  `window.parent.postMessage({type:"${EMBED_SIZE_MESSAGE}",id:id,height:h},"*")}` +
  'send();window.addEventListener("load",send);if(window.ResizeObserver)new ResizeObserver(send).observe(m);else window.addEventListener("resize",send)})();';

const STYLE = `
:root{color-scheme:light;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c2430}
body{margin:0;background:transparent}
#embed{padding:1px 0}
.card{margin:0;border:1px solid #d5dbe3;border-radius:12px;background:#fff;padding:14px 16px;max-width:550px;box-sizing:border-box}
a{color:#1d5fa8}
header{display:flex;align-items:center;gap:10px;justify-content:space-between}
.author{display:flex;align-items:center;gap:10px;color:inherit;text-decoration:none;min-width:0}
.avatar{width:40px;height:40px;border-radius:50%;background:#e6eaf0;object-fit:cover;flex:none}
.names{display:flex;flex-direction:column;min-width:0}
.name{font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.handle,.meta,.counts{color:#5b6675;font-size:13px}
.brand{font-weight:700;color:#c2571a;text-decoration:none;flex:none}
h1{font-size:18px;margin:12px 0 4px}
.text{margin:10px 0;overflow-wrap:anywhere}
.text p{margin:0 0 8px}
.text img,.media img,.media video{max-width:100%;height:auto;border-radius:8px;display:block}
.text iframe{max-width:100%;border:0}
.media{display:grid;gap:6px;margin:10px 0}
.media audio{width:100%}
.quote{border:1px solid #d5dbe3;border-radius:8px;padding:8px 10px;margin:10px 0;font-size:14px}
footer{display:flex;flex-wrap:wrap;gap:4px 16px;align-items:center;justify-content:space-between;margin-top:8px}
.counts{display:flex;gap:12px;list-style:none;margin:0;padding:0}
.open{display:inline-block;margin-top:10px;font-weight:600}
.unavailable{text-align:center}
.unavailable p{margin:6px 0}
`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The embed page's CSP: its own script and style only, framed by any site. */
export const EMBED_PAGE_CSP = [
  "default-src 'self'",
  `script-src ${sha256(SIZE_SCRIPT)}`,
  `style-src ${sha256(STYLE)}`,
  "img-src 'self' data:",
  "media-src 'self'",
  'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com',
  "connect-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join('; ');

const DATE = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** "27 Nov 2026, 09:51 UTC": the same for every reader, whatever the server's locale. */
export function embedTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : `${DATE.format(new Date(time))} UTC`;
}

const external = 'target="_blank" rel="noopener"';

function media(post: Post): string {
  if (post.media.length === 0) return '';
  const items = post.media.map((item) => {
    const src = escapeHtml(fileUrl(item.file));
    const size = item.width && item.height ? ` width="${item.width}" height="${item.height}"` : '';
    const alt = escapeHtml(item.alt ?? '');
    if (item.type === 'image' || item.type === 'gif') {
      return `<img src="${src}" alt="${alt}"${size} loading="lazy">`;
    }
    if (item.type === 'audio') return `<audio controls preload="none" src="${src}"></audio>`;
    const poster = item.thumbnail ? ` poster="${escapeHtml(fileUrl(item.thumbnail))}"` : '';
    return `<video controls preload="none" playsinline src="${src}"${poster}${size}${alt ? ` aria-label="${alt}"` : ''}></video>`;
  });
  return `<div class="media">${items.join('')}</div>`;
}

function quoted(post: Post): string {
  const inner = post.repost;
  if (!inner || inner.locked) return '';
  const words = embedExcerpt(inner, 280);
  return `<blockquote class="quote"><p class="meta">Quoting <a href="${escapeHtml(postPagePath(inner.id))}" ${external}>${escapeHtml(inner.user.general.displayName)} (@${escapeHtml(inner.user.username)})</a></p>${words ? `<p>${escapeHtml(words)}</p>` : ''}</blockquote>`;
}

function page(id: string, title: string, body: string, canonical: string | null): string {
  return `<!doctype html>
<html lang="en" data-post-id="${escapeHtml(id)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
${canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">\n` : ''}<style>${STYLE}</style>
</head>
<body>
<main id="embed">${body}</main>
<script>${SIZE_SCRIPT}</script>
</body>
</html>
`;
}

/** The page for a post a visitor may read (the pure repost of one shows the original). */
export function renderEmbedPage(requested: Post, publicUrl: string): string {
  const post = isPureRepost(requested) && requested.repost ? requested.repost : requested;
  const author = post.user;
  const name = author.general.displayName || author.username;
  const link = escapeHtml(postPagePath(post.id));
  const avatar = author.general.avatar
    ? `<img class="avatar" src="${escapeHtml(fileUrl(author.general.avatar))}" alt="" width="40" height="40">`
    : '<span class="avatar" aria-hidden="true"></span>';
  const words = embedExcerpt(post, 80);
  const text = sanitiseRichText(post.text);
  const body = `<article class="card" aria-label="${escapeHtml(`Post by ${name}`)}">
<header><a class="author" href="${escapeHtml(profilePath(author.username))}" ${external}>${avatar}<span class="names"><span class="name">${escapeHtml(name)}</span><span class="handle">@${escapeHtml(author.username)}</span></span></a><a class="brand" href="/" ${external}>Trestle</a></header>
${post.title ? `<h1>${escapeHtml(post.title)}</h1>` : ''}${text ? `<div class="text">${text}</div>` : ''}${media(post)}${quoted(post)}
<footer><a class="meta" href="${link}" ${external}><time datetime="${escapeHtml(post.createdAt)}">${escapeHtml(embedTime(post.createdAt))}</time></a><ul class="counts" aria-label="Counts"><li>${countOf(post.likes_count, 'reaction')}</li><li>${countOf(post.repost_count, 'repost')}</li><li>${countOf(post.replies_count, 'reply', 'replies')}</li></ul></footer>
<a class="open" href="${link}" ${external}>View on Trestle</a>
</article>`;
  return page(
    requested.id,
    words ? `${name} on Trestle: “${words}”` : `${name} on Trestle`,
    body,
    `${publicUrl}${postPagePath(post.id)}`,
  );
}

/** The small card for a post that is not there for visitors (premium, private, deleted…). */
export function renderUnavailablePage(id: string): string {
  const body = `<article class="card unavailable">
<p><strong>This post is not available.</strong></p>
<p class="meta">It may have been deleted, or it is only for some people on Trestle.</p>
<p><a href="/" ${external}>Open Trestle</a></p>
</article>`;
  return page(id, 'Post not available · Trestle', body, null);
}
