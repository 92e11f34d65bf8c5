import { describe, expect, it } from 'vitest';
import type { ReplyTree } from './reply-tree';
import {
  addReply,
  editReply,
  failReplies,
  receiveReplies,
  removeReply,
  startLoadingReplies,
} from './reply-tree';

type Reply = { id: string; text?: string; reply?: { id: string } };
const reply = (id: string, parent: string, text?: string): Reply => ({
  id,
  reply: { id: parent },
  ...(text === undefined ? {} : { text }),
});

describe('reply tree', () => {
  const loaded: ReplyTree<Reply> = {
    p1: { data: [reply('r1', 'p1'), reply('r2', 'p1')], hasMore: true, loading: false, skip: 2 },
  };

  it('marks a post as loading, creating its branch', () => {
    expect(startLoadingReplies({}, 'p1')).toEqual({
      p1: { data: [], hasMore: true, loading: true, skip: 0 },
    });
  });

  it('appends a page, de-duplicated by id, and tracks skip and has-more', () => {
    const next = receiveReplies(loaded, 'p1', [reply('r2', 'p1', 'fresh'), reply('r3', 'p1')], {
      pageSize: 2,
    });
    expect(next.p1).toEqual({
      data: [reply('r1', 'p1'), reply('r2', 'p1', 'fresh'), reply('r3', 'p1')],
      hasMore: true,
      loading: false,
      skip: 4,
    });
  });

  it('replaces the branch with a first page', () => {
    const next = receiveReplies(loaded, 'p1', [reply('r9', 'p1')], { pageSize: 5, replace: true });
    expect(next.p1).toEqual({ data: [reply('r9', 'p1')], hasMore: false, loading: false, skip: 1 });
  });

  it('keys branches by post id, numbers and strings alike', () => {
    const next = receiveReplies<{ id: number; reply: { id: number } }>({}, 7, [], { pageSize: 5 });
    expect(Object.keys(next)).toEqual(['7']);
  });

  it('empties the branch and stops paging when loading fails', () => {
    expect(failReplies(loaded, 'p1').p1).toEqual({
      data: [],
      hasMore: false,
      loading: false,
      skip: 0,
    });
  });

  it("puts a new reply at the front of its parent's list", () => {
    expect(addReply(loaded, reply('r0', 'p1')).p1?.data.map((item) => item.id)).toEqual([
      'r0',
      'r1',
      'r2',
    ]);
  });

  it('does not duplicate a reply that is already there', () => {
    const next = addReply(loaded, reply('r2', 'p1', 'echo'));
    expect(next.p1?.data).toEqual([reply('r1', 'p1'), reply('r2', 'p1', 'echo')]);
  });

  it('creates the branch of a parent not loaded yet, with more to load', () => {
    expect(addReply(loaded, reply('x1', 'r1')).r1).toEqual({
      data: [reply('x1', 'r1')],
      hasMore: true,
      loading: false,
      skip: 0,
    });
  });

  it('ignores a reply without a parent', () => {
    expect(addReply(loaded, { id: 'lonely' })).toBe(loaded);
  });

  it('replaces an edited reply in place', () => {
    const next = editReply(loaded, reply('r1', 'p1', 'edited'));
    expect(next.p1?.data).toEqual([reply('r1', 'p1', 'edited'), reply('r2', 'p1')]);
  });

  it('removes a deleted reply and its own replies', () => {
    const tree = addReply(loaded, reply('x1', 'r1'));
    const next = removeReply(tree, 'r1');
    expect(next.p1?.data).toEqual([reply('r2', 'p1')]);
    expect(next.r1).toBeUndefined();
  });

  it('does not change its input', () => {
    const snapshot = structuredClone(loaded);
    addReply(loaded, reply('r0', 'p1'));
    removeReply(loaded, 'r1');
    editReply(loaded, reply('r1', 'p1', 'x'));
    expect(loaded).toEqual(snapshot);
  });
});
