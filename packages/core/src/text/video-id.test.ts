import { describe, expect, it } from 'vitest';
import { getVideoId, youtubeEmbedUrl } from './video-id';

describe('getVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s'],
    ['https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ?si=abc'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ'],
    ['  https://youtu.be/dQw4w9WgXcQ look at this'],
  ])('finds the 11-character id in %s', (link) => {
    expect(getVideoId(link)).toBe('dQw4w9WgXcQ');
  });

  it.each([
    ['https://youtu.be/dQw4w9WgXc', 'ten characters'],
    ['https://youtu.be/dQw4w9WgXcQQ', 'twelve characters'],
    ['https://www.youtube.com/watch?v=', 'empty id'],
    ['https://www.youtube.com/watch', 'no id'],
    ['https://www.youtube.com/watch?v=dQw4w9WgX!Q', 'invalid character'],
    ['https://vimeo.com/123456789', 'not YouTube'],
    ['https://notyoutube.com/watch?v=dQw4w9WgXcQ', 'look-alike host'],
    ['https://www.youtube.com/channel/dQw4w9WgXcQ', 'not a video path'],
    ['', 'blank'],
    [null, 'null'],
  ])('rejects %j (%s)', (link, _reason) => {
    expect(getVideoId(link)).toBeNull();
  });
});

describe('youtubeEmbedUrl', () => {
  it('builds the no-cookie embed URL', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  });
});
