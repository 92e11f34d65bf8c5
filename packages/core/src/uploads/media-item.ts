import type { components } from '@trestle/openapi/types';
import type { UploadResult } from './upload-machine';

export type MediaItem = components['schemas']['MediaItem'];

/**
 * A stored upload as a post's media item, typed by the server's detected MIME type the way the
 * server checks it (GIFs are `gif`, other images `image`); null for files a post cannot carry
 * (documents). Width and height travel for images, duration for video and audio.
 */
export function mediaItemOf(upload: UploadResult): MediaItem | null {
  const [family] = upload.mimeType.split('/');
  const type =
    upload.mimeType === 'image/gif'
      ? 'gif'
      : family === 'image' || family === 'video' || family === 'audio'
        ? family
        : null;
  if (!type) return null;
  return {
    file: upload.filename,
    type,
    ...(upload.width ? { width: upload.width } : {}),
    ...(upload.height ? { height: upload.height } : {}),
    ...(upload.duration !== undefined && type !== 'image' && type !== 'gif'
      ? { duration: upload.duration }
      : {}),
  };
}
