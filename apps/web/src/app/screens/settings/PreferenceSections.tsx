// Privacy (profile open to visitors, who may message), muted words and categories, and
// notifications by type (in the app, by e-mail).
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { POST_CATEGORIES, POST_CATEGORY_LABELS, toNormalisedError } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, CheckboxField, FormAlert, SelectField, TextField } from '@trestle/ui';
import { useServices } from '../../services-context';
import { Section } from './Section';
import {
  NOTIFICATION_LABELS,
  settingsKeys,
  type NotificationPreference,
  type ProfileSettings,
  type ProfileSettingsUpdate,
} from './settings-api';
import styles from './Settings.module.css';

/** Saves a change of the settings and keeps the cached copy; the caller shows failures. */
function useSaveSettings() {
  const services = useServices();
  const queries = useQueryClient();
  return async (body: ProfileSettingsUpdate) => {
    const next = await unwrap(services.quietClient.api.POST('/user/profile/settings', { body }));
    queries.setQueryData(settingsKeys.settings(), next);
    return next;
  };
}

const DM_OPTIONS = [
  { value: 'all', label: 'Everyone' },
  { value: 'followers', label: 'People who follow me' },
  { value: 'none', label: 'Nobody' },
];

export function PrivacySection({ settings }: { settings: ProfileSettings }) {
  const services = useServices();
  const queries = useQueryClient();
  const saveSettings = useSaveSettings();
  const [open, setOpen] = useState(settings.profileOpen ?? true);
  const [dm, setDm] = useState<string>(settings.dm);
  const [alert, setAlert] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAlert([]);
    setSaving(true);
    try {
      if (open !== (settings.profileOpen ?? true)) {
        await unwrap(
          services.quietClient.api.POST('/user/profile/open', { body: { opened: open } }),
        );
        void queries.invalidateQueries({ queryKey: ['profile'] });
      }
      await saveSettings({ dm: dm as ProfileSettings['dm'] });
      services.notify('Your privacy settings are saved.', 'success');
    } catch (failure) {
      setAlert(toNormalisedError(failure).messages);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Section id="privacy" title="Privacy">
      <form className={styles.form} onSubmit={(e) => void save(e)} noValidate>
        <FormAlert id="privacy-alert" messages={alert} />
        <fieldset className={styles.fields} disabled={saving}>
          <CheckboxField
            label="Visitors who are not signed in may see my profile and posts"
            checked={open}
            onChange={(e) => setOpen(e.target.checked)}
          />
          <SelectField
            label="Who may message me"
            value={dm}
            options={DM_OPTIONS}
            onChange={setDm}
          />
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" loading={saving}>
            Save privacy
          </Button>
        </div>
      </form>
    </Section>
  );
}

export function MutedSection({ settings }: { settings: ProfileSettings }) {
  const services = useServices();
  const saveSettings = useSaveSettings();
  const [words, setWords] = useState<string[]>(settings.mute.words);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string>();
  const [categories, setCategories] = useState<string[]>(settings.mute.categories);
  const [alert, setAlert] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  function addWord() {
    const word = draft.trim();
    if (!word) {
      setDraftError('Type a word or phrase to mute.');
      return;
    }
    if (word.length > 50) {
      setDraftError('A muted word is at most 50 characters.');
      return;
    }
    if (words.some((w) => w.toLowerCase() === word.toLowerCase())) {
      setDraftError('This word is muted already.');
      return;
    }
    setWords([...words, word]);
    setDraft('');
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAlert([]);
    setSaving(true);
    try {
      await saveSettings({
        mute: { words, categories: categories as ProfileSettings['mute']['categories'] },
      });
      services.notify('Your muted words and categories are saved.', 'success');
    } catch (failure) {
      setAlert(toNormalisedError(failure).messages);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Section
      id="muted"
      title="Muted words and categories"
      text="Posts with these words, or in these categories, stay out of your feeds and notifications."
    >
      <form className={styles.form} onSubmit={(e) => void save(e)} noValidate>
        <FormAlert id="muted-alert" messages={alert} />
        <fieldset className={styles.fields} disabled={saving}>
          <TextField
            label="Word or phrase to mute"
            value={draft}
            error={draftError}
            onChange={(e) => {
              setDraft(e.target.value);
              setDraftError(undefined);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addWord();
              }
            }}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={addWord}>
              Add word
            </Button>
          </div>
          {words.length > 0 ? (
            <ul className={styles.chips} aria-label="Muted words">
              {words.map((word) => (
                <li key={word}>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Unmute ${word}`}
                    onClick={() => setWords(words.filter((w) => w !== word))}
                  >
                    {word} ✕
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.text}>No muted words.</p>
          )}
          <fieldset className={styles.fields}>
            <legend>Muted categories</legend>
            {POST_CATEGORIES.map((category) => (
              <CheckboxField
                key={category}
                label={POST_CATEGORY_LABELS[category]}
                checked={categories.includes(category)}
                onChange={(e) =>
                  setCategories(
                    e.target.checked
                      ? [...categories, category]
                      : categories.filter((c) => c !== category),
                  )
                }
              />
            ))}
          </fieldset>
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" loading={saving}>
            Save muted words
          </Button>
        </div>
      </form>
    </Section>
  );
}

export function NotificationsSection({ settings }: { settings: ProfileSettings }) {
  const services = useServices();
  const saveSettings = useSaveSettings();
  const [prefs, setPrefs] = useState<NotificationPreference[]>(settings.notifications ?? []);
  const [alert, setAlert] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const set = (type: NotificationPreference['type'], key: 'inApp' | 'email', value: boolean) =>
    setPrefs(prefs.map((p) => (p.type === type ? { ...p, [key]: value } : p)));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAlert([]);
    setSaving(true);
    try {
      await saveSettings({ notifications: prefs });
      services.notify('Your notification settings are saved.', 'success');
    } catch (failure) {
      setAlert(toNormalisedError(failure).messages);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Section id="notifications" title="Notifications" text="What you are told about, and how.">
      <form className={styles.form} onSubmit={(e) => void save(e)} noValidate>
        <FormAlert id="notifications-alert" messages={alert} />
        <fieldset className={styles.fields} disabled={saving}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Type</th>
                <th scope="col">In the app</th>
                <th scope="col">By e-mail</th>
              </tr>
            </thead>
            <tbody>
              {prefs.map((p) => (
                <tr key={p.type}>
                  <th scope="row">{NOTIFICATION_LABELS[p.type]}</th>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`${NOTIFICATION_LABELS[p.type]} in the app`}
                      checked={p.inApp}
                      onChange={(e) => set(p.type, 'inApp', e.target.checked)}
                    />
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`${NOTIFICATION_LABELS[p.type]} by e-mail`}
                      checked={p.email}
                      onChange={(e) => set(p.type, 'email', e.target.checked)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" loading={saving}>
            Save notifications
          </Button>
        </div>
      </form>
    </Section>
  );
}
