import { describe, expect, it } from 'vitest';
import { postTextOf } from './post-text';

describe('postTextOf', () => {
  it('keeps allowed formatting', () => {
    expect(postTextOf('<p>Hi <strong>there</strong></p>')).toBe('<p>Hi <strong>there</strong></p>');
  });

  it('removes what the allow-list does not allow', () => {
    expect(postTextOf('<p onclick="x()">Hi<script>x()</script></p>')).toBe('<p>Hi</p>');
  });

  it('counts text that is only spaces or markup as none', () => {
    for (const blank of ['', '   ', '<p></p>', '<p> &nbsp; </p>', '<h1></h1><ul><li></li></ul>']) {
      expect(postTextOf(blank)).toBe('');
    }
    expect(postTextOf(null)).toBe('');
  });
});
