import { useState } from 'react';
import { useNavigate } from 'react-router';
import { groupTransferSchema, toNormalisedError } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, FormAlert, SelectField, TextField } from '@trestle/ui';
import { useValidatedForm } from '../../forms/use-validated-form';
import { useServices } from '../../services-context';
import { DeleteWithPassword } from '../../shared/DeleteWithPassword';
import { useApiQuery } from '../../shared/api-query';
import { queryKeys } from '../../shared/query-keys';
import { GroupForm, type GroupFormBody } from './GroupForm';
import { GROUPS_PATH } from './paths';
import type { Group, GroupMember } from './types';
import styles from './Groups.module.css';

export interface GroupSettingsProps {
  group: Group;
  change: (update: (group: Group) => Group) => void;
}

/**
 * A refused password check (403 wrong password, 429 too many tries) is the password field's
 * error; anything else goes where the form puts it.
 */
export function passwordFailure(failure: unknown): unknown {
  const error = toNormalisedError(failure);
  if (error.status === 403 || error.status === 429) {
    return { body: { errors: { password: error.messages.join(' ') } } };
  }
  return failure;
}

/** The owner's tools: edit the group, hand it over, delete it (both with the password). */
export function GroupSettings({ group, change }: GroupSettingsProps) {
  const services = useServices();

  async function save(body: GroupFormBody) {
    const updated = await unwrap(
      services.quietClient.api.POST('/user/group/{id}', {
        params: { path: { id: group.id } },
        body,
      }),
    );
    change(() => updated);
    services.notify('The group is saved.', 'success');
  }

  return (
    <>
      <section className={styles.section} aria-labelledby="group-edit">
        <h2 id="group-edit" className={styles.sectionTitle}>
          Edit group
        </h2>
        <GroupForm group={group} submitLabel="Save changes" onSubmit={save} />
      </section>
      <TransferGroup group={group} change={change} />
      <DeleteGroup group={group} />
    </>
  );
}

/** How many members the hand-over offers. */
const TRANSFER_CANDIDATES = 100;

function TransferGroup({ group, change }: GroupSettingsProps) {
  const services = useServices();
  const form = useValidatedForm(groupTransferSchema, { owner: '', password: '' });
  const [saving, setSaving] = useState(false);

  // Who may take the group: its other members (the first hundred; a search would page them).
  const candidates = useApiQuery(queryKeys.groupMembers(group.id, TRANSFER_CANDIDATES), (api) =>
    api.GET('/user/group/{id}/members', {
      params: { path: { id: group.id }, query: { limit: TRANSFER_CANDIDATES } },
    }),
  );
  const members: GroupMember[] | null = candidates.isError
    ? []
    : (candidates.data?.items.filter((m) => m.role !== 'owner') ?? null);

  async function transfer(data: { owner: string; password: string }) {
    setSaving(true);
    try {
      const updated = await unwrap(
        services.quietClient.api.POST('/user/group/{id}/transfer', {
          params: { path: { id: group.id } },
          body: data,
        }),
      );
      services.notify('The group has a new owner. You are now a moderator.', 'success');
      change(() => updated);
    } catch (failure) {
      setSaving(false);
      form.showServerError(passwordFailure(failure));
    }
  }

  const options = [
    { value: '', label: members === null ? 'Loading members…' : 'Choose a member' },
    ...(members ?? []).map((m) => ({
      value: m.user.id,
      label: `${m.user.general.displayName || m.user.username} (@${m.user.username})`,
    })),
  ];
  return (
    <section className={styles.section} aria-labelledby="group-transfer">
      <h2 id="group-transfer" className={styles.sectionTitle}>
        Hand over the group
      </h2>
      <p className={styles.muted}>
        The member you choose becomes the owner; you stay as a moderator.
      </p>
      {members !== null && members.length === 0 ? (
        <p className={styles.muted}>The group has no other members to hand it to yet.</p>
      ) : (
        <form id={form.id} className={styles.form} noValidate onSubmit={form.onSubmit(transfer)}>
          <FormAlert {...form.alert} />
          <SelectField
            label="New owner"
            name="owner"
            value={form.values.owner}
            options={options}
            error={form.errors.owner}
            onChange={(value) => form.setValue('owner', value)}
          />
          <TextField
            label="Your password"
            type="password"
            autoComplete="current-password"
            {...form.field('password')}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="secondary" loading={saving}>
              Hand over
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

function DeleteGroup({ group }: { group: Group }) {
  const { quietClient } = useServices();
  const navigate = useNavigate();
  return (
    <DeleteWithPassword
      heading="Delete the group"
      text="The group, its members, rules and every post in it are deleted. This cannot be undone."
      buttonLabel="Delete group"
      onDelete={(password) =>
        unwrap(
          quietClient.api.POST('/user/group/{id}/delete', {
            params: { path: { id: group.id } },
            body: { password },
          }),
        )
      }
      deletedText="The group is deleted."
      onDeleted={() => void navigate(GROUPS_PATH)}
    />
  );
}
