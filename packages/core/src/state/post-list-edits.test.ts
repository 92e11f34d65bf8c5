import { describe, expect, it } from 'vitest';
import {
  addPostToTop,
  applyPostListEdits,
  noPostListEdits,
  removePost,
  replacePost,
} from './post-list-edits';

type Item = { id: string; text: string };
const a = { id: 'a', text: 'A' };
const b = { id: 'b', text: 'B' };
const c = { id: 'c', text: 'C' };

describe('post list edits', () => {
  it('shows the pages unchanged without edits', () => {
    expect(applyPostListEdits([a, b], noPostListEdits<Item>())).toEqual([a, b]);
  });

  it('puts new posts on top, once, even when a page brings them too', () => {
    let edits = addPostToTop(noPostListEdits<Item>(), c);
    edits = addPostToTop(edits, { ...c, text: 'C2' });
    expect(applyPostListEdits([a, c], edits)).toEqual([{ id: 'c', text: 'C2' }, a]);
  });

  it('replaces changed posts in place', () => {
    const edits = replacePost(noPostListEdits<Item>(), { id: 'b', text: 'B2' });
    expect(applyPostListEdits([a, b], edits)).toEqual([a, { id: 'b', text: 'B2' }]);
  });

  it('removes posts, and a replacement (rollback) brings one back', () => {
    let edits = removePost(noPostListEdits<Item>(), 'a');
    expect(applyPostListEdits([a, b], edits)).toEqual([b]);
    edits = replacePost(edits, a);
    expect(applyPostListEdits([a, b], edits)).toEqual([a, b]);
  });
});
