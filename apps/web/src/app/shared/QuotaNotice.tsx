// What the membership still allows, said before a form is filled in (issue 24): "You can post 2
// more projects" with the upgrade path, or, with none left, why the form is not shown. Read from
// GET /user/quotas, the same counts the server refuses with; while it loads or if it fails the
// form shows (the server still answers the one quota refusal).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { countOf } from '@trestle/core';
import { EmptyState } from '@trestle/ui';
import { useApiQuery } from './api-query';
import { queryKeys } from './query-keys';
import styles from './QuotaNotice.module.css';

export type CountedQuota = 'projects' | 'jobs' | 'listings' | 'savedSearches';

export interface QuotaNoticeProps {
  quota: CountedQuota;
  /** The thing counted, singular ("project"). */
  noun: string;
  /** What one does with it ("post"). */
  verb: string;
  /** The form, shown while some are left. */
  children: ReactNode;
}

export function QuotaNotice({ quota, noun, verb, children }: QuotaNoticeProps) {
  const quotas = useApiQuery(queryKeys.quotas(), (api) => api.GET('/user/quotas'), {
    quiet: true,
    staleTime: 0,
  });
  // The form keeps its place in the tree whether or not the counts have arrived: typing into it
  // before they come must not be lost to a remount.
  if (!quotas.data) return <QuotaFrame notice={null}>{children}</QuotaFrame>;
  const { limit, remaining } = quotas.data[quota];
  const upgrade = (
    <Link to={quotas.data.upgradePath} className={styles.upgrade}>
      Upgrade your membership
    </Link>
  );
  if (remaining === 0) {
    return (
      <EmptyState
        title={`You have used all ${countOf(limit, noun)} your membership allows`}
        text={`Delete one of your ${noun}s, or upgrade to ${verb} more.`}
        action={upgrade}
      />
    );
  }
  const notice = (
    <p className={styles.notice} role="status">
      You can {verb} {countOf(remaining, `more ${noun}`, `more ${noun}s`)} ({countOf(limit, noun)}{' '}
      with your membership). {upgrade} for more.
    </p>
  );
  return <QuotaFrame notice={notice}>{children}</QuotaFrame>;
}

function QuotaFrame({ notice, children }: { notice: ReactNode; children: ReactNode }) {
  return (
    <>
      {notice}
      {children}
    </>
  );
}
