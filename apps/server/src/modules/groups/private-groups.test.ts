// The private-group rule of the read pipeline, walked over every path that returns posts: a
// private group's posts (and replies in them) never reach a non-member, and reach a member
// everywhere. Outsider and member both follow the author and are both mentioned in the post;
// the member also likes and bookmarks it (their reactions tab and bookmarks are walked too).
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { jobsSettled } from '../../../test/support/eventually';
import {
  makeFollow,
  makeGroup,
  makeGroupMember,
  makePost,
  makeUser,
  makeUserList,
  type TestUser,
} from '../../../test/support/factories';
import { api } from '../../../test/support/http';

const app = useTestApp();

const get = (path: string, user: TestUser | null) =>
  api(app.url, 'GET', path, user ? { token: user.token } : {});

const ids = (body: any): string[] => (body?.items ?? []).map((p: any) => p.id);

/** Every post id a person can reach on each path, and the status of the per-post paths. */
async function walk(
  user: TestUser,
  author: TestUser,
  postId: string,
  replyId: string,
  word: string,
  listId: string,
  likerId: string,
) {
  const notifications = await get('/user/notifications', user);
  return {
    home: ids((await get('/user/newsfeed?limit=100', user)).body),
    local: ids((await get('/user/newsfeed?source=local&limit=100', user)).body),
    groupsFeed: ids((await get('/user/groups/newsfeed?limit=100', user)).body),
    listFeed: ids((await get(`/user/list/${listId}/newsfeed?limit=100`, user)).body),
    search: ids(
      (
        await api(app.url, 'POST', '/user/newsfeed/search', {
          token: user.token,
          body: { q: word, limit: 100 },
        })
      ).body,
    ),
    searchTag: ids(
      (
        await api(app.url, 'POST', '/user/newsfeed/search', {
          token: user.token,
          body: { q: `#${word}`, limit: 100 },
        })
      ).body,
    ),
    profile: ids((await get(`/user/newsfeed/${author.id}?limit=100`, user)).body),
    profileGroups: ids(
      (await get(`/user/newsfeed/${author.id}?type=contentGroups&limit=100`, user)).body,
    ),
    profileReplies: ids(
      (await get(`/user/newsfeed/${author.id}?type=replies&limit=100`, user)).body,
    ),
    post: (await get(`/user/post/${postId}`, user)).status,
    reply: (await get(`/user/post/${replyId}`, user)).status,
    thread: (await get(`/user/post/${replyId}/tree`, user)).status,
    replies: (await get(`/user/post/${postId}/replies`, user)).status,
    notifications: (notifications.body.items as any[])
      .flatMap((n) => [n.post?.id, n.reply?.id])
      .filter(Boolean),
    unread: (await get('/user/notifications/count', user)).body.unread,
    visitorFeed: ids((await get(`/newsfeed/public?search=${word}`, null)).body),
    visitorPost: (await get(`/post/${postId}`, null)).status,
    // The member's reactions tab, and the walker's own bookmarks.
    likes: ids((await get(`/user/likes/${likerId}?limit=100`, user)).body),
    bookmarks: ids((await get('/user/bookmark/newsfeed?limit=100', user)).body),
  };
}

describe('private groups in the read pipeline', () => {
  it('keeps a private group’s posts from outsiders on every path, and shows them to members', async () => {
    const owner = await makeUser(app);
    const member = await makeUser(app);
    const outsider = await makeUser(app);
    const group = await makeGroup(app, owner, { type: 'private' });
    await makeGroupMember(app, group, member);
    await makeFollow(app, member, owner);
    await makeFollow(app, outsider, owner);
    const word = `secret${Date.now().toString(36)}`;
    const post = await makePost(app, owner, {
      text: `<p>${word} plans #${word} @${member.username} @${outsider.username}</p>`,
      groupId: group.id,
    });
    const replied = await api(app.url, 'POST', `/user/post/${post.id}/reply`, {
      token: owner.token,
      body: { text: `<p>${word} more @${outsider.username} @${member.username}</p>` },
    });
    expect(replied.status).toBe(201);
    const reply = replied.body;
    // A member's repost and quote carry nothing of it to outsiders either.
    const reposted = await api(app.url, 'POST', `/user/post/${post.id}/repost`, {
      token: member.token,
    });
    expect(reposted.status).toBe(200);
    // The member likes and bookmarks it: their reactions tab must not carry it to outsiders.
    for (const [path, body] of [
      [`/user/post/${post.id}/like`, { type: 'like' }],
      [`/user/bookmark/add/${post.id}`, undefined],
    ] as const) {
      const done = await api(app.url, 'POST', path, { token: member.token, body });
      expect(done.status, path).toBeLessThan(300);
    }
    await jobsSettled(app, 'notifications.create');
    // Both have the author on a list of theirs.
    const outsiderList = await makeUserList(app, outsider, [owner]);
    const memberList = await makeUserList(app, member, [owner]);

    const outside = await walk(
      outsider,
      owner,
      post.id,
      reply.id,
      word,
      outsiderList.id,
      member.id,
    );
    const leaks = [
      ...outside.home,
      ...outside.local,
      ...outside.groupsFeed,
      ...outside.listFeed,
      ...outside.search,
      ...outside.searchTag,
      ...outside.profile,
      ...outside.profileGroups,
      ...outside.profileReplies,
      ...outside.notifications,
      ...outside.visitorFeed,
      ...outside.likes,
    ].filter((id) => id === post.id || id === reply.id);
    expect(leaks).toEqual([]);
    expect(outside).toMatchObject({
      post: 404,
      reply: 404,
      thread: 404,
      replies: 404,
      unread: 0,
      visitorPost: 404,
    });
    // The member's pure repost of it is hidden from the outsider as well.
    const memberProfile = ids((await get(`/user/newsfeed/${member.id}?limit=100`, outsider)).body);
    expect(memberProfile).toEqual([]);
    expect((await get(`/user/groups/newsfeed/${group.id}`, outsider)).status).toBe(403);

    const inside = await walk(member, owner, post.id, reply.id, word, memberList.id, member.id);
    expect(inside.home).toContain(post.id);
    expect(inside.listFeed).toEqual(expect.arrayContaining([post.id, reply.id]));
    expect(inside.search).toEqual(expect.arrayContaining([post.id, reply.id]));
    expect(inside.searchTag).toContain(post.id);
    expect(inside.likes).toContain(post.id);
    expect(inside.bookmarks).toContain(post.id);
    expect(inside.local).toContain(post.id);
    expect(inside.groupsFeed).toContain(post.id);
    expect(inside.profile).toEqual(expect.arrayContaining([post.id, reply.id]));
    expect(inside.profileGroups).toEqual(expect.arrayContaining([post.id, reply.id]));
    expect(inside.profileReplies).toContain(reply.id);
    expect(inside.notifications).toEqual(expect.arrayContaining([post.id, reply.id]));
    expect(inside.unread).toBeGreaterThan(0);
    expect(inside).toMatchObject({ post: 200, reply: 200, thread: 200, replies: 200 });
    // Visitors never see it, members or not.
    expect(inside.visitorFeed).toEqual([]);
    expect(inside.visitorPost).toBe(404);
    const groupFeed = await get(`/user/groups/newsfeed/${group.id}`, member);
    expect(ids(groupFeed.body)).toEqual([post.id]);
    expect(groupFeed.body.items[0].group).toMatchObject({ id: group.id, privateGroup: false });

    // Leaving the group takes it all away at once.
    await api(app.url, 'POST', `/user/group/${group.id}/cancel`, { token: member.token });
    const after = await walk(member, owner, post.id, reply.id, word, memberList.id, member.id);
    expect([
      ...after.home,
      ...after.local,
      ...after.profile,
      ...after.notifications,
      ...after.listFeed,
      ...after.search,
      ...after.searchTag,
      ...after.likes,
      ...after.bookmarks,
    ]).not.toContain(post.id);
    expect(after.post).toBe(404);
  });

  it('shows closed groups’ posts to signed-in people but not to visitors; open ones to all', async () => {
    const owner = await makeUser(app);
    const word = `crew${Date.now().toString(36)}`;
    const closed = await makeGroup(app, owner, { type: 'closed' });
    const open = await makeGroup(app, owner, { type: 'open' });
    const inClosed = await makePost(app, owner, { text: `<p>${word}</p>`, groupId: closed.id });
    const inOpen = await makePost(app, owner, { text: `<p>${word}</p>`, groupId: open.id });
    const stranger = await makeUser(app);
    expect((await get(`/user/post/${inClosed.id}`, stranger)).status).toBe(200);
    expect(ids((await get(`/newsfeed/public?search=${word}`, null)).body)).toEqual([inOpen.id]);
    expect((await get(`/post/${inClosed.id}`, null)).status).toBe(404);
    expect((await get(`/post/${inOpen.id}`, null)).status).toBe(200);
  });
});
