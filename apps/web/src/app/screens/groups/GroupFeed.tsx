import { useCallback, useEffect } from 'react';
import {
  DEFAULT_PAGE_SIZE,
  canModerateGroup,
  canPostInGroup,
  toNormalisedError,
  type PageRequest,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, EmptyState } from '@trestle/ui';
import { openComposer } from '../../compose/open-composer';
import { PostList } from '../../posts/PostList';
import { usePagedPosts } from '../../posts/use-paged-posts';
import { useServices } from '../../services-context';
import type { Group } from './types';
import page from '../Page.module.css';

export interface GroupFeedProps {
  group: Group;
  /** The feed answered that the group is private to the caller (spec section 4). */
  onPrivate: () => void;
}

/** The group's posts, newest first, and for members the composer posting into the group. */
export function GroupFeed({ group, onPrivate }: GroupFeedProps) {
  const services = useServices();
  const { id } = group;
  const fetchPage = useCallback(
    async ({ skip, limit }: PageRequest) => {
      try {
        // The quiet client: a private answer changes the screen instead of showing a toast.
        return await unwrap(
          services.quietClient.api.GET('/user/groups/newsfeed/{id}', {
            params: { path: { id }, query: { skip, limit } },
          }),
        );
      } catch (failure) {
        if (toNormalisedError(failure).status === 403) onPrivate();
        throw failure;
      }
    },
    [services, id, onPrivate],
  );
  const list = usePagedPosts(fetchPage, DEFAULT_PAGE_SIZE);
  const { load, add } = list;
  useEffect(() => load(), [load, fetchPage]);

  const member = canPostInGroup(group.myRole);
  return (
    <>
      {member ? (
        <div>
          <Button
            onClick={() =>
              openComposer(services, { kind: 'new', group: { id, title: group.title } }, add)
            }
          >
            Write in this group
          </Button>
        </div>
      ) : null}
      <div className={page.feed} aria-busy={list.loadingFirst || list.loadingMore}>
        <PostList
          list={list}
          label={`Posts in ${group.title}`}
          groupModerator={canModerateGroup(group.myRole)}
          empty={
            <EmptyState
              className={page.notice}
              title="No posts yet"
              text={
                member
                  ? 'Nothing has been posted in this group yet. Write the first post.'
                  : 'Nothing has been posted in this group yet.'
              }
            />
          }
        />
      </div>
    </>
  );
}
