import { describe, expect, it } from 'vitest';
import { mediaItemOf } from './media-item';

const upload = (mimeType: string, extra = {}) => ({
  filename: 'f',
  url: '/api/files/f',
  mimeType,
  ...extra,
});

describe('mediaItemOf', () => {
  it('keeps an image’s width and height', () => {
    expect(mediaItemOf(upload('image/png', { width: 64, height: 32, size: 9 }))).toEqual({
      file: 'f',
      type: 'image',
      width: 64,
      height: 32,
    });
  });

  it('calls a GIF a gif, and keeps a video’s duration', () => {
    expect(mediaItemOf(upload('image/gif'))?.type).toBe('gif');
    expect(mediaItemOf(upload('video/mp4', { duration: 12.5 }))).toEqual({
      file: 'f',
      type: 'video',
      duration: 12.5,
    });
    expect(mediaItemOf(upload('audio/mpeg'))?.type).toBe('audio');
  });

  it('refuses files a post cannot carry', () => {
    expect(mediaItemOf(upload('application/pdf'))).toBeNull();
  });
});
