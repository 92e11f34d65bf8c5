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

  it('turns a non-breaking space typed at the edge of bold text back into a plain space', () => {
    expect(postTextOf('<p><strong>Slab pour</strong>&nbsp;starts at seven.</p>')).toBe(
      '<p><strong>Slab pour</strong> starts at seven.</p>',
    );
    expect(postTextOf('<p>See <a href="https://example.org">the plan</a>\u00a0today</p>')).toBe(
      '<p>See <a href="https://example.org">the plan</a> today</p>',
    );
  });

  it('keeps non-breaking spaces that hold a run of spaces open', () => {
    for (const kept of [
      '<p>two&nbsp;&nbsp;spaces</p>',
      '<p>a &nbsp;b</p>',
      '<p>a&nbsp; b</p>',
      '<p>\u00a0\u00a0indented</p>',
    ]) {
      expect(postTextOf(kept)).toBe(kept);
    }
  });
});
