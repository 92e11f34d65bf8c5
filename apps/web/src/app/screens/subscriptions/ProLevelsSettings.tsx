// /subscriptions/levels: the caller's pro levels (create, edit, withdraw: at most PRO_LEVELS_MAX
// on offer), where they are paid (Payouts) and what they earned, per level and month (gross,
// platform fee, net).
import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  EMPTY_PRO_LEVEL_FORM,
  formatMinorUnits,
  listCurrencies,
  PRO_LEVEL_BENEFITS_MAX,
  PRO_LEVEL_DESCRIPTION_MAX_LENGTH,
  PRO_LEVEL_TITLE_MAX_LENGTH,
  PRO_LEVELS_MAX,
  proLevelFormSchema,
  proLevelFormValuesOf,
  type ProLevelFormValues,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import {
  Button,
  EmptyState,
  LoadError,
  SelectField,
  Spinner,
  TextAreaField,
  TextField,
} from '@trestle/ui';
import { queryKeys } from '../../shared/query-keys';
import { useServices } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import page from '../Page.module.css';
import { Payouts } from './Payouts';
import { priceOf } from './SubscriptionRows';
import styles from './Subscriptions.module.css';
import { useOwnProLevels, useProEarnings, type ProLevel } from './use-subscriptions';

const PERIODS = [
  { value: 'month', label: 'Monthly' },
  { value: 'year', label: 'Yearly' },
];

export default function ProLevelsSettings() {
  usePageTitle('Pro levels');
  const levels = useOwnProLevels();
  const [editing, setEditing] = useState<ProLevel | 'new' | null>(null);
  const items = levels.data?.items ?? [];
  return (
    <div className={page.page}>
      <div className={page.titleRow}>
        <h1 className={page.title}>Pro levels</h1>
        <Link to="/subscriptions?tab=pro">Subscribers</Link>
      </div>
      <p className={styles.muted}>
        Offer up to {PRO_LEVELS_MAX} levels. Subscribers read the premium posts you make for their
        level. Withdrawing a level keeps it for its subscribers until their paid period ends.
      </p>
      <Payouts />
      {levels.isPending ? <Spinner label="Loading your levels" /> : null}
      {levels.isError ? (
        <LoadError text="Your levels could not be loaded." onRetry={() => void levels.refetch()} />
      ) : null}
      {levels.isSuccess && items.length === 0 && editing === null ? (
        <EmptyState
          className={page.notice}
          title="No pro levels yet"
          text="Create one to let people subscribe."
        />
      ) : null}
      <ul className={styles.list} aria-label="Your pro levels">
        {items.map((level) =>
          editing !== 'new' && editing?.id === level.id ? (
            <li key={level.id}>
              <LevelForm level={level} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={level.id}>
              <LevelCard level={level} onEdit={() => setEditing(level)} />
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <LevelForm onDone={() => setEditing(null)} />
      ) : items.length < PRO_LEVELS_MAX && levels.isSuccess ? (
        <div>
          <Button onClick={() => setEditing('new')}>New pro level</Button>
        </div>
      ) : null}
      <Earnings />
    </div>
  );
}

function LevelCard({ level, onEdit }: { level: ProLevel; onEdit: () => void }) {
  const { client } = useServices();
  const queries = useQueryClient();
  const [busy, setBusy] = useState(false);
  const withdraw = async () => {
    setBusy(true);
    try {
      await unwrap(
        client.api.DELETE('/user/profile/settings/pro/level/{levelId}', {
          params: { path: { levelId: level.id } },
        }),
      );
      await queries.invalidateQueries({ queryKey: queryKeys.ownProLevels() });
    } catch {
      // The loud client has said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className={styles.row} aria-label={`Level ${level.title}`}>
      <div className={styles.details}>
        <strong>{level.title}</strong> · {priceOf(level)} · {level.subscribersCount ?? 0} active
        subscribers
      </div>
      {level.description ? <p>{level.description}</p> : null}
      {level.benefits.length > 0 ? (
        <ul className={styles.benefits}>
          {level.benefits.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={onEdit}>
          Edit
        </Button>
        <Button variant="danger" size="sm" loading={busy} onClick={() => void withdraw()}>
          Withdraw
        </Button>
      </div>
    </article>
  );
}

function LevelForm({ level, onDone }: { level?: ProLevel; onDone: () => void }) {
  const { client } = useServices();
  const queries = useQueryClient();
  const [values, setValues] = useState<ProLevelFormValues>(
    level ? proLevelFormValuesOf(level) : EMPTY_PRO_LEVEL_FORM,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof ProLevelFormValues) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = proLevelFormSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await unwrap(
        level
          ? client.api.POST('/user/profile/settings/pro/level/{levelId}', {
              params: { path: { levelId: level.id } },
              body: parsed.data,
            })
          : client.api.POST('/user/profile/settings/pro/level', { body: parsed.data }),
      );
      await queries.invalidateQueries({ queryKey: queryKeys.ownProLevels() });
      onDone();
    } catch {
      // The loud client has said why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      aria-label={level ? 'Edit level' : 'New level'}
    >
      <TextField
        label="Title"
        value={values.title}
        maxLength={PRO_LEVEL_TITLE_MAX_LENGTH}
        error={errors.title}
        onChange={(e) => set('title')(e.target.value)}
      />
      <TextAreaField
        label="Description"
        value={values.description}
        maxLength={PRO_LEVEL_DESCRIPTION_MAX_LENGTH}
        error={errors.description}
        onChange={set('description')}
      />
      <div className={styles.priceRow}>
        <TextField
          label="Price"
          hint="Per period; 0 makes the level free."
          inputMode="decimal"
          value={values.price}
          error={errors.price}
          onChange={(e) => set('price')(e.target.value)}
        />
        <SelectField
          label="Currency"
          value={values.currency}
          options={listCurrencies().map((c) => ({ value: c.code, label: c.code }))}
          error={errors.currency}
          onChange={set('currency')}
        />
        <SelectField
          label="Period"
          value={values.period}
          options={PERIODS}
          error={errors.period}
          onChange={set('period')}
        />
      </div>
      <TextAreaField
        label="Benefits"
        hint={`One per line, at most ${PRO_LEVEL_BENEFITS_MAX}.`}
        value={values.benefits}
        error={errors.benefits}
        onChange={set('benefits')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {level ? 'Save level' : 'Create level'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function Earnings() {
  const earnings = useProEarnings();
  const items = earnings.data?.items ?? [];
  if (!earnings.isSuccess || items.length === 0) return null;
  return (
    <section aria-label="Earnings">
      <h2>Earnings</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Level</th>
            <th scope="col">Payments</th>
            <th scope="col">Gross</th>
            <th scope="col">Fee</th>
            <th scope="col">Net</th>
          </tr>
        </thead>
        <tbody>
          {items.map((row) => (
            <tr key={`${row.month}-${row.levelId}-${row.currency}`}>
              <td>{row.month}</td>
              <td>{row.title}</td>
              <td>{row.payments}</td>
              <td>{formatMinorUnits(row.gross, row.currency)}</td>
              <td>{formatMinorUnits(row.fee, row.currency)}</td>
              <td>{formatMinorUnits(row.net, row.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
