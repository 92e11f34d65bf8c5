import { normaliseLink } from './link';

/** Length of a YouTube video id. */
export const VIDEO_ID_LENGTH = 11;

const VIDEO_ID = /^[A-Za-z0-9_-]+$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const PATH_FORMS = ['/embed/', '/shorts/', '/v/', '/live/'];

function candidateId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    return url.pathname.split('/')[1] ?? null;
  }
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const form = PATH_FORMS.find((prefix) => url.pathname.startsWith(prefix));
  if (!form) return null;
  return url.pathname.slice(form.length).split('/')[0] ?? null;
}

/**
 * The YouTube video id of a link (watch, shorts, youtu.be, embed, live and /v/ forms, with or
 * without scheme). Valid only when exactly 11 characters of [A-Za-z0-9_-]; otherwise null.
 */
export function getVideoId(link: string | null | undefined): string | null {
  const normalised = normaliseLink(link);
  if (!normalised) return null;
  let url: URL;
  try {
    url = new URL(normalised);
  } catch {
    return null;
  }
  const id = candidateId(url);
  if (id === null || id.length !== VIDEO_ID_LENGTH || !VIDEO_ID.test(id)) return null;
  return id;
}

/** The privacy-friendly embed URL of a video id. */
export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}`;
}
