import { describe, expect, it } from 'vitest';
import { POST_TEXT_MAX_LENGTH } from '../validation/post-form';
import {
  formatRoomLeft,
  isLongPostText,
  POST_FOLD_CHARS,
  POST_FOLD_LINES,
  postTextRoomLeft,
} from './long-post';

describe('isLongPostText', () => {
  it('folds a text longer than the fold, counted without its tags', () => {
    expect(isLongPostText(`<p>${'a'.repeat(POST_FOLD_CHARS + 1)}</p>`)).toBe(true);
    expect(isLongPostText(`<p><strong>${'a'.repeat(POST_FOLD_CHARS)}</strong></p>`)).toBe(false);
  });

  it('folds many short lines too', () => {
    expect(isLongPostText('<p>a</p>'.repeat(POST_FOLD_LINES + 1))).toBe(true);
    expect(isLongPostText('<p>a</p>'.repeat(POST_FOLD_LINES))).toBe(false);
  });
});

describe('postTextRoomLeft', () => {
  it('counts the HTML sent against the limit, negative past it', () => {
    expect(postTextRoomLeft('<p>ab</p>')).toBe(POST_TEXT_MAX_LENGTH - 9);
    expect(postTextRoomLeft('x'.repeat(POST_TEXT_MAX_LENGTH + 3))).toBe(-3);
  });
});

describe('formatRoomLeft', () => {
  it('says what is left, or how far past the limit', () => {
    expect(formatRoomLeft(19_950)).toBe('19,950 characters left');
    expect(formatRoomLeft(1)).toBe('1 character left');
    expect(formatRoomLeft(-1)).toBe('1 character over the limit');
  });
});
