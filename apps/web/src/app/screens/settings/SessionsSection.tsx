// The person's signed-in devices: which, when last used; end one, or all but this one.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatAppDateTime } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, LoadError, Spinner } from '@trestle/ui';
import { useApiQuery, failureMessage } from '../../shared/api-query';
import { useServices } from '../../services-context';
import { Section } from './Section';
import { deviceLabel, settingsKeys, type SessionInfo } from './settings-api';
import styles from './Settings.module.css';

const when = (iso: string) => formatAppDateTime(iso);

export function SessionsSection() {
  const services = useServices();
  const queries = useQueryClient();
  const sessions = useApiQuery(settingsKeys.sessions(), (api) => api.GET('/user/sessions'), {
    staleTime: 0,
  });
  const [busy, setBusy] = useState<string | null>(null);

  async function end(session: SessionInfo) {
    setBusy(session.id);
    try {
      await unwrap(
        services.client.api.DELETE('/user/sessions/{id}', { params: { path: { id: session.id } } }),
      );
      services.notify(`${deviceLabel(session.device)} is signed out.`, 'success');
      await queries.invalidateQueries({ queryKey: settingsKeys.sessions() });
    } catch {
      // The loud client has said why.
    } finally {
      setBusy(null);
    }
  }

  async function endOthers() {
    setBusy('others');
    try {
      await unwrap(services.client.api.POST('/user/sessions/revoke-others'));
      services.notify('Every other device is signed out.', 'success');
      await queries.invalidateQueries({ queryKey: settingsKeys.sessions() });
    } catch {
      // The loud client has said why.
    } finally {
      setBusy(null);
    }
  }

  const others = (sessions.data ?? []).filter((s) => !s.current);
  return (
    <Section id="sessions" title="Sessions" text="The devices signed in to your account.">
      {sessions.isPending ? (
        <Spinner label="Loading your sessions…" />
      ) : sessions.isError ? (
        <LoadError
          text={failureMessage(sessions.error, 'Your sessions could not be loaded.')}
          onRetry={() => void sessions.refetch()}
        />
      ) : (
        <>
          <ul className={styles.list} aria-label="Signed-in devices">
            {sessions.data.map((session) => (
              <li key={session.id} className={styles.row}>
                <span className={styles.device}>
                  <strong>{deviceLabel(session.device)}</strong>
                  {session.current ? ' (this device)' : ''}
                  <br />
                  <small>Last used {when(session.lastUsedAt)}</small>
                </span>
                {session.current ? null : (
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={busy === session.id}
                    onClick={() => void end(session)}
                    aria-label={`Sign out ${deviceLabel(session.device)}, last used ${when(session.lastUsedAt)}`}
                  >
                    Sign out
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {others.length > 0 ? (
            <div className={styles.actions}>
              <Button
                variant="secondary"
                loading={busy === 'others'}
                onClick={() => void endOthers()}
              >
                Sign out every other device
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Section>
  );
}
