// The data archive: ask for it, watch it being built (live over the realtime socket; polled only
// while the socket is down), download it (owner only, 7 days).
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatAppDateTime, type NormalisedError } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, LoadError, Spinner } from '@trestle/ui';
import { callApi, failureMessage } from '../../shared/api-query';
import { useServices } from '../../services-context';
import { useRealtimeLive } from '../../shared/use-realtime-live';
import { Section } from './Section';
import { settingsKeys, type ArchiveStatus } from './settings-api';
import styles from './Settings.module.css';

const day = (iso: string | null | undefined) => (iso ? formatAppDateTime(iso) : '');

const megabytes = (bytes: number | null | undefined) =>
  bytes ? `${Math.max(0.1, bytes / 1024 / 1024).toFixed(1)} MB` : '';

export function ArchiveSection() {
  const services = useServices();
  const queries = useQueryClient();
  const live = useRealtimeLive();
  const status = useQuery<ArchiveStatus, NormalisedError>({
    queryKey: settingsKeys.archive(),
    queryFn: () => callApi(services.quietClient.api.GET('/user/profile/settings/archive')),
    // The server pushes the progress; only while the socket is down is it asked every second.
    refetchInterval: (query) => (query.state.data?.state === 'pending' && !live ? 1000 : false),
    staleTime: 0,
  });
  // Each event is the archive's status as GET gives it.
  useEffect(
    () =>
      services.realtime.on('archive:progress', (event) =>
        queries.setQueryData(settingsKeys.archive(), event),
      ),
    [services.realtime, queries],
  );
  // Back up after a gap: what was pushed meanwhile is read once.
  const pending = status.data?.state === 'pending';
  const refetch = status.refetch;
  useEffect(() => {
    if (live && pending) void refetch();
  }, [live, pending, refetch]);
  const [asking, setAsking] = useState(false);
  const [downloading, setDownloading] = useState(false);

  async function ask() {
    setAsking(true);
    try {
      const next = await unwrap(services.client.api.POST('/user/profile/settings/archive'));
      queries.setQueryData(settingsKeys.archive(), next);
      services.notify(
        'We are preparing your archive. We will mail you when it is ready.',
        'success',
      );
    } catch {
      // The loud client has said why (one a day, or one is being built).
    } finally {
      setAsking(false);
    }
  }

  async function download(filename: string) {
    setDownloading(true);
    try {
      const blob = (await unwrap(
        services.client.api.GET('/files', {
          params: { query: { filename, type: 'archive' } },
          parseAs: 'blob',
        }),
      )) as unknown as Blob;
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'trestle-archive.zip';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      // The loud client has said why.
    } finally {
      setDownloading(false);
    }
  }

  const archive = status.data;
  return (
    <Section
      id="archive"
      title="Your data"
      text="Download an archive of everything you put in: your profile, posts, media, messages, follows, lists, bids, applications, listings, saved searches and payments. One archive a day; it stays for 7 days."
    >
      {status.isPending ? (
        <Spinner label="Loading your archive…" />
      ) : status.isError || !archive ? (
        <LoadError
          text={failureMessage(status.error, 'Your archive could not be loaded.')}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <>
          {archive.state === 'pending' ? (
            <div role="status">
              <p>Preparing your archive: {archive.progress ?? 0}%</p>
              <progress
                className={styles.progress}
                max={100}
                value={archive.progress ?? 0}
                aria-label="Archive progress"
              />
            </div>
          ) : null}
          {archive.state === 'ready' && archive.filename ? (
            <p role="status">
              Your archive ({megabytes(archive.size)}) is ready until {day(archive.expiresAt)}.
            </p>
          ) : null}
          {archive.state === 'failed' ? (
            <p role="status">Your last archive could not be made. Please ask again.</p>
          ) : null}
          <div className={styles.actions}>
            {archive.state === 'ready' && archive.filename ? (
              <Button loading={downloading} onClick={() => void download(archive.filename!)}>
                Download archive
              </Button>
            ) : null}
            {archive.state !== 'pending' ? (
              <Button
                variant={archive.state === 'ready' ? 'secondary' : 'primary'}
                loading={asking}
                onClick={() => void ask()}
              >
                {archive.state === 'ready' ? 'Make a new archive' : 'Request my archive'}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </Section>
  );
}
