import { useState } from 'react';
import { rssSourceSchema } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, FormAlert, TextField } from '@trestle/ui';
import { useValidatedForm } from '../../forms/use-validated-form';
import { useServices } from '../../services-context';
import type { RssSource } from './types';
import styles from './Rss.module.css';

export interface AddSourceFormProps {
  onAdded: (source: RssSource) => void;
}

/**
 * Adds a news source by its feed address. The server fetches the feed before it answers, so the
 * form says so while it waits; a refusal ("not a news feed", "already added") shows on the field.
 */
export function AddSourceForm({ onAdded }: AddSourceFormProps) {
  // A fresh form after each source added: empty, and no errors from the last round.
  const [round, setRound] = useState(0);
  return (
    <AddSourceRound
      key={round}
      onAdded={(source) => {
        setRound((r) => r + 1);
        onAdded(source);
      }}
    />
  );
}

function AddSourceRound({ onAdded }: AddSourceFormProps) {
  const services = useServices();
  const [sending, setSending] = useState(false);
  const form = useValidatedForm(rssSourceSchema, { url: '' });

  const submit = form.onSubmit(async ({ url }) => {
    setSending(true);
    try {
      const source = await unwrap(services.client.api.POST('/user/rss', { body: { url } }));
      services.notify(`${source.title} was added to your news.`, 'success');
      onAdded(source);
    } catch (failure) {
      form.showServerError(failure);
    } finally {
      setSending(false);
    }
  });

  return (
    <form id={form.id} className={styles.form} onSubmit={submit} noValidate aria-busy={sending}>
      <FormAlert {...form.alert} />
      <div className={styles.formRow}>
        <TextField
          label="Feed address"
          hint="The address of an RSS or Atom feed, e.g. https://example.com/feed.xml"
          inputMode="url"
          autoComplete="url"
          disabled={sending}
          {...form.field('url')}
        />
        <Button type="submit" loading={sending}>
          Add source
        </Button>
      </div>
      {sending ? (
        <p className={styles.progress} role="status">
          Fetching the feed…
        </p>
      ) : null}
    </form>
  );
}
