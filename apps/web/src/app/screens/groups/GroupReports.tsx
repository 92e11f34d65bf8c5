import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { MODERATION_PAGE_SIZE, formatRelativeTime, type PageRequest } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, EmptyState } from '@trestle/ui';
import { postPath, profilePath } from '../../posts/files';
import { useServices } from '../../services-context';
import { ItemList } from './ItemList';
import type { Group, GroupReport } from './types';
import { usePagedItems } from '../../shared/use-paged-items';
import page from '../Page.module.css';
import styles from './Groups.module.css';

const keyOf = (r: GroupReport) => r.id;

export interface GroupReportsProps {
  group: Group;
  change: (update: (group: Group) => Group) => void;
}

/** Open reports on the group's posts, oldest first: keep the post, or hide it in the group. */
export function GroupReports({ group, change }: GroupReportsProps) {
  const services = useServices();
  const [busy, setBusy] = useState<string | null>(null);
  const { id } = group;
  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(
        services.client.api.GET('/user/group/{id}/reports', {
          params: { path: { id }, query: { skip, limit } },
        }),
      ),
    [services, id],
  );
  const list = usePagedItems<GroupReport>(fetchPage, MODERATION_PAGE_SIZE, keyOf);

  async function decide(report: GroupReport, decision: 'keep' | 'hide') {
    setBusy(report.id);
    const path = { params: { path: { id, reportId: report.id } } };
    try {
      if (decision === 'keep') {
        await unwrap(services.client.api.POST('/user/group/{id}/report/{reportId}/keep', path));
      } else {
        await unwrap(services.client.api.POST('/user/group/{id}/report/{reportId}/hide', path));
      }
      list.update(keyOf(report), null);
      change((g) => ({ ...g, reports_count: Math.max(0, g.reports_count - 1) }));
      services.notify(decision === 'keep' ? 'The post is kept.' : 'The post is hidden.', 'success');
    } catch {
      // The client's toast says why.
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className={page.feed} aria-busy={list.loadingFirst || list.loadingMore}>
      <ItemList
        list={list}
        label="Reports"
        what="reports"
        keyOf={keyOf}
        empty={
          <EmptyState
            className={page.notice}
            title="No open reports"
            text="Reports on posts in this group show here for you to keep or hide the post."
          />
        }
        render={(report) => (
          <article
            className={styles.row}
            aria-label={`Report on a post by ${report.postAuthor.username}`}
          >
            <div className={styles.rowText}>
              <p className={styles.muted}>
                <Link to={profilePath(report.reporter.username)}>@{report.reporter.username}</Link>{' '}
                reported <Link to={postPath(report.postId)}>a post</Link> by{' '}
                <Link to={profilePath(report.postAuthor.username)}>
                  @{report.postAuthor.username}
                </Link>{' '}
                · {formatRelativeTime(report.createdAt)}
              </p>
              <p className={styles.rowTitle}>Reason: {report.type}</p>
              {report.text ? <p className={styles.text}>{report.text}</p> : null}
              <blockquote className={styles.excerpt}>
                {report.excerpt || 'A post without words'}
              </blockquote>
            </div>
            <div className={styles.actions}>
              <Button
                size="sm"
                variant="secondary"
                loading={busy === report.id}
                onClick={() => void decide(report, 'keep')}
              >
                Keep post
              </Button>
              <Button
                size="sm"
                variant="danger"
                disabled={busy === report.id}
                onClick={() => void decide(report, 'hide')}
              >
                Hide post
              </Button>
            </div>
          </article>
        )}
      />
    </div>
  );
}
