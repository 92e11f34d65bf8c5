import { describe, expect, it } from 'vitest';
import type { PostFormData } from '@trestle/core';
import { postRequestOf } from './post-request';

const data: PostFormData = {
  text: '<p>Pour on Monday</p>',
  poll: null,
  category: 'business',
  replyPolicy: 'everyone',
} as PostFormData;

describe('postRequestOf', () => {
  it('posts into the group the composer was opened for', () => {
    const request = postRequestOf(
      { kind: 'new', group: { id: 'g-1', title: 'Site leads' } },
      data,
      [],
    );
    expect(request).toMatchObject({ operation: 'createPost', body: { groupId: 'g-1' } });
  });

  it('sends no group for a post written outside one', () => {
    const request = postRequestOf({ kind: 'new' }, data, []);
    expect(request.operation).toBe('createPost');
    expect('groupId' in request.body).toBe(false);
  });

  it('sends a blog post as kind blog with its title', () => {
    const request = postRequestOf({ kind: 'new' }, { ...data, blogTitle: 'Framing a barn' }, []);
    expect(request).toMatchObject({
      operation: 'createPost',
      body: { kind: 'blog', title: 'Framing a barn', text: data.text },
    });
    const plain = postRequestOf({ kind: 'new' }, { ...data, blogTitle: null }, []);
    expect(plain.body).toMatchObject({ kind: 'post' });
    expect('title' in plain.body).toBe(false);
  });
});
