import { useCallback, type ComponentPropsWithoutRef } from 'react';
import { Link } from 'react-router';
import { formatCompactNumber, isPureRepost } from '@trestle/core';
import { VisuallyHidden } from '@trestle/ui';
import { openComposer } from '../compose/open-composer';
import { useAuthUser, useServices } from '../services-context';
import { DeleteDialog } from './DeleteDialog';
import { channelPath, postPath } from './files';
import { HistoryDialog } from './HistoryDialog';
import { Icon, type PostIconName } from './icons';
import { authorName, PostContent } from './PostContent';
import { useProcessedMedia } from './use-processed-media';
import { PostMenu, type PostMenuItem } from './PostMenu';
import { ReactionPicker, ReactionSummary } from './Reactions';
import { EmbedDialog, isEmbeddable } from './EmbedDialog';
import { ReportDialog } from './ReportDialog';
import type { Post } from './types';
import { usePostActions } from './use-post-actions';
import styles from './PostCard.module.css';

interface CountedActionProps extends ComponentPropsWithoutRef<'button'> {
  icon: PostIconName;
  /** Read before the count ("Reply, 3"); the icon says it to the eye. */
  label: string;
  count: number;
}

/** An action of the card that shows its count beside the icon (reply, repost). */
function CountedAction({ icon, label, count, ...button }: CountedActionProps) {
  return (
    <button type="button" className={styles.action} {...button}>
      <Icon name={icon} />
      <VisuallyHidden>{label}, </VisuallyHidden>
      <span className={styles.count}>{formatCompactNumber(count)}</span>
    </button>
  );
}

export interface PostCardProps {
  /** The post as its list holds it (for a pure repost, the repost around the original). */
  post: Post;
  /** Every new state of the post (reactions, bookmark, edit…). */
  onChange: (post: Post) => void;
  /** The post left the list: deleted, or the person's own repost undone. */
  onRemove: (postId: string) => void;
  /** A post written from this card (a quote): lists put it on top. */
  onNewPost?: (post: Post) => void;
  /** A reply written from this card. */
  onReplied?: (reply: Post) => void;
  /** Hides "Replying to …" where the thread already shows the parent. */
  hideReplyContext?: boolean;
  /**
   * The reader moderates the group the list shows (its owner or a moderator): they may delete
   * posts made in it, as the server allows.
   */
  groupModerator?: boolean;
  /** More menu items this place offers for the post (a channel's owner pins it there). */
  extraMenu?: readonly PostMenuItem[] | undefined;
  /** A line above the post that says where it stands ("Pinned in this channel"). */
  note?: string | undefined;
  /** Hides "In <channel>" on the channel's own page. */
  hideChannel?: boolean;
  /** The post's own page: the whole text, no "Show more". */
  full?: boolean;
}

/** A post with everything a signed-in person can do with it. */
export function PostCard({
  post,
  onChange,
  onRemove,
  onNewPost,
  onReplied,
  hideReplyContext = false,
  groupModerator = false,
  extraMenu,
  note,
  hideChannel = false,
  full = false,
}: PostCardProps) {
  const services = useServices();
  const me = useAuthUser();
  const pure = isPureRepost(post) && post.repost !== null;
  const shown = pure && post.repost ? post.repost : post;
  const mine = me !== null && shown.user.id === me.id;
  const myRepost = pure && me !== null && post.user.id === me.id;

  // Actions target the post shown; the list receives the item it holds.
  const changeShown = useCallback(
    (next: Post) => {
      if (pure) {
        if (myRepost && !next.reposted_by_user) onRemove(post.id);
        else onChange({ ...post, repost: next });
      } else onChange(next);
    },
    [pure, myRepost, post, onChange, onRemove],
  );
  const actions = usePostActions(shown, changeShown, () => onRemove(post.id));
  useProcessedMedia(shown, changeShown);

  const name = authorName(shown);
  const { modals } = services;

  function reply() {
    openComposer(services, { kind: 'reply', to: shown }, (created) => {
      changeShown({ ...shown, replies_count: shown.replies_count + 1, replied_by_user: true });
      onReplied?.(created);
    });
  }

  function copyLink() {
    const url = new URL(postPath(shown.id), window.location.origin).href;
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard) {
      services.notify(`Link: ${url}`, 'info');
      return;
    }
    clipboard.writeText(url).then(
      () => services.notify('Link copied.', 'success'),
      () => services.notify(`Link: ${url}`, 'info'),
    );
  }

  const menu: PostMenuItem[] = [{ label: 'Copy link', onSelect: copyLink }];
  if (isEmbeddable(shown)) {
    const id = `embed-${shown.id}`;
    menu.push({
      label: 'Embed',
      onSelect: () =>
        modals.open({
          id,
          title: 'Embed this post',
          content: (
            <EmbedDialog
              post={shown}
              origin={window.location.origin}
              notify={services.notify}
              onClose={() => modals.close(id)}
            />
          ),
        }),
    });
  }
  menu.push(...(extraMenu ?? []));
  if (mine) {
    menu.push({
      label: 'Edit',
      onSelect: () => openComposer(services, { kind: 'edit', post: shown }, changeShown),
    });
    menu.push({
      label: shown.pinned ? 'Unpin from profile' : 'Pin to profile',
      onSelect: () => void actions.togglePin(),
      disabled: actions.busy.has('pin'),
    });
  }
  if (shown.editedAt) {
    menu.push({
      label: 'Edit history',
      onSelect: () =>
        modals.open({
          id: `history-${shown.id}`,
          title: 'Edit history',
          content: <HistoryDialog postId={shown.id} />,
        }),
    });
  }
  menu.push({
    label: shown.muted_by_user ? 'Unmute conversation' : 'Mute conversation',
    onSelect: () => void actions.toggleMute(),
    disabled: actions.busy.has('mute'),
  });
  if (!mine) {
    const id = `report-${shown.id}`;
    menu.push({
      label: 'Report post',
      onSelect: () =>
        modals.open({
          id,
          title: 'Report post',
          content: <ReportDialog onSubmit={actions.report} onCancel={() => modals.close(id)} />,
        }),
    });
  }
  if (mine || (groupModerator && shown.group !== null)) {
    const id = `delete-${shown.id}`;
    menu.push({
      label: 'Delete',
      danger: true,
      onSelect: () =>
        modals.open({
          id,
          title: 'Delete this post?',
          content: <DeleteDialog onConfirm={actions.remove} onCancel={() => modals.close(id)} />,
        }),
    });
  }

  const parent = shown.reply;
  const canReply = shown.can_reply !== false;
  return (
    <article className={styles.card} aria-label={`Post by ${name}`} data-post-id={post.id}>
      {pure ? <p className={styles.context}>{authorName(post)} reposted</p> : null}
      {note ? <p className={styles.context}>{note}</p> : null}
      {shown.pinned ? <p className={styles.context}>Pinned to profile</p> : null}
      {shown.channel && !hideChannel ? (
        <p className={styles.context}>
          In{' '}
          <Link to={channelPath(shown.channel.id)} className={styles.contextLink}>
            {shown.channel.title}
          </Link>
        </p>
      ) : null}
      {parent && !hideReplyContext ? (
        <p className={styles.context}>
          Replying to{' '}
          <Link to={postPath(parent.id)} className={styles.contextLink}>
            @{parent.user.username}
          </Link>
        </p>
      ) : null}
      <PostContent post={shown} links full={full} onVote={actions.vote} />
      <ReactionSummary post={shown} />
      <div className={styles.actions} role="group" aria-label="Post actions">
        <ReactionPicker
          post={shown}
          busy={actions.busy.has('react')}
          onReact={(type) => void actions.react(type)}
        />
        <CountedAction
          icon="reply"
          label="Reply"
          count={shown.replies_count}
          title={canReply ? 'Reply' : 'The author limited who can reply'}
          disabled={!canReply}
          onClick={reply}
        />
        <CountedAction
          icon="repost"
          label="Repost"
          count={shown.repost_count}
          aria-pressed={shown.reposted_by_user}
          disabled={actions.busy.has('repost')}
          onClick={() => void actions.toggleRepost()}
        />
        <button
          type="button"
          className={styles.action}
          aria-label="Quote"
          onClick={() => openComposer(services, { kind: 'quote', of: shown }, onNewPost)}
        >
          <Icon name="quote" />
        </button>
        <button
          type="button"
          className={styles.action}
          aria-label="Bookmark"
          aria-pressed={shown.bookmarked_by_user}
          disabled={actions.busy.has('bookmark')}
          onClick={() => void actions.toggleBookmark()}
        >
          <Icon name="bookmark" />
        </button>
        <PostMenu label="More actions" items={menu} />
      </div>
    </article>
  );
}
