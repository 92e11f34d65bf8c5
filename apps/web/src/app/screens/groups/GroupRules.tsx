import { useState } from 'react';
import {
  canModerateGroup,
  GROUP_MAX_RULES,
  GROUP_RULE_TITLE_MAX,
  type GroupRuleData,
  groupRuleSchema,
  moveItem,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import {
  Button,
  EmptyState,
  FormAlert,
  TextAreaField,
  TextField,
  VisuallyHidden,
} from '@trestle/ui';
import { useValidatedForm } from '../../forms/use-validated-form';
import { useServices } from '../../services-context';
import type { Group, GroupRule } from './types';
import page from '../Page.module.css';
import styles from './Groups.module.css';

export interface GroupRulesProps {
  group: Group;
  change: (update: (group: Group) => Group) => void;
}

/** The group's rules in order; the owner and moderators add, edit, delete and reorder them. */
export function GroupRules({ group, change }: GroupRulesProps) {
  const services = useServices();
  const manage = canModerateGroup(group.myRole);
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A new key empties the add form after each rule added.
  const [added, setAdded] = useState(0);
  const { rules } = group;
  const setRules = (next: GroupRule[]) => change((g) => ({ ...g, rules: next }));
  const path = { id: group.id };

  async function remove(rule: GroupRule) {
    setBusy(true);
    try {
      await unwrap(
        services.client.api.DELETE('/user/group/{id}/rule/{ruleId}', {
          params: { path: { ...path, ruleId: rule.id } },
        }),
      );
      setRules(rules.filter((r) => r.id !== rule.id));
      services.notify('The rule is removed.', 'success');
    } catch {
      // The client's toast says why.
    } finally {
      setBusy(false);
    }
  }

  async function move(index: number, delta: -1 | 1) {
    const next = moveItem(rules, index, delta);
    setBusy(true);
    try {
      const saved = await unwrap(
        services.client.api.POST('/user/group/{id}/rules/order', {
          params: { path },
          body: { order: next.map((r) => r.id) },
        }),
      );
      setRules(saved.items);
    } catch {
      // The client's toast says why; the order shown stays the saved one.
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {rules.length === 0 ? (
        <EmptyState
          className={page.notice}
          title="No rules yet"
          text={manage ? 'Add the rules members should keep.' : 'This group has no rules yet.'}
        />
      ) : (
        <ol className={styles.list} aria-label="Rules">
          {rules.map((rule, index) => (
            <li key={rule.id}>
              {editing === rule.id ? (
                <RuleForm
                  group={group}
                  rule={rule}
                  onSaved={(saved) => {
                    setRules(rules.map((r) => (r.id === saved.id ? saved : r)));
                    setEditing(null);
                  }}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <article className={styles.row} aria-label={rule.title}>
                  <div className={styles.rowText}>
                    <h3 className={styles.rowTitle}>
                      {index + 1}. {rule.title}
                    </h3>
                    {rule.description ? <p className={styles.text}>{rule.description}</p> : null}
                  </div>
                  {manage ? (
                    <div className={styles.actions}>
                      <Button size="sm" variant="secondary" onClick={() => setEditing(rule.id)}>
                        Edit<VisuallyHidden> {rule.title}</VisuallyHidden>
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={busy || index === 0}
                        onClick={() => void move(index, -1)}
                      >
                        Move up<VisuallyHidden> {rule.title}</VisuallyHidden>
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={busy || index === rules.length - 1}
                        onClick={() => void move(index, 1)}
                      >
                        Move down<VisuallyHidden> {rule.title}</VisuallyHidden>
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        disabled={busy}
                        onClick={() => void remove(rule)}
                      >
                        Delete<VisuallyHidden> {rule.title}</VisuallyHidden>
                      </Button>
                    </div>
                  ) : null}
                </article>
              )}
            </li>
          ))}
        </ol>
      )}
      {manage && rules.length < GROUP_MAX_RULES ? (
        <section className={styles.section} aria-label="Add a rule">
          <h2 className={styles.sectionTitle}>Add a rule</h2>
          <RuleForm
            key={added}
            group={group}
            onSaved={(rule) => {
              setRules([...rules, rule]);
              setAdded((n) => n + 1);
            }}
          />
        </section>
      ) : null}
    </>
  );
}

/** A rule's title and description: a new rule (added last) or an edit of one. */
function RuleForm({
  group,
  rule,
  onSaved,
  onCancel,
}: {
  group: Group;
  rule?: GroupRule;
  onSaved: (rule: GroupRule) => void;
  onCancel?: () => void;
}) {
  const services = useServices();
  const initial = { title: rule?.title ?? '', description: rule?.description ?? '' };
  const form = useValidatedForm(groupRuleSchema, initial);
  const [saving, setSaving] = useState(false);

  async function save(data: GroupRuleData) {
    setSaving(true);
    const body = {
      title: data.title,
      ...(data.description ? { description: data.description } : {}),
    };
    try {
      const saved = rule
        ? await unwrap(
            services.quietClient.api.POST('/user/group/{id}/rule/{ruleId}', {
              params: { path: { id: group.id, ruleId: rule.id } },
              body: { ...body, description: data.description },
            }),
          )
        : await unwrap(
            services.quietClient.api.POST('/user/group/{id}/rules', {
              params: { path: { id: group.id } },
              body,
            }),
          );
      services.notify(rule ? 'The rule is saved.' : 'The rule is added.', 'success');
      setSaving(false);
      onSaved(saved);
    } catch (failure) {
      setSaving(false);
      form.showServerError(failure);
    }
  }

  return (
    <form id={form.id} className={styles.form} noValidate onSubmit={form.onSubmit(save)}>
      <FormAlert {...form.alert} />
      <TextField label="Rule" required maxLength={GROUP_RULE_TITLE_MAX} {...form.field('title')} />
      <TextAreaField
        label="Explanation"
        name="description"
        value={form.values.description}
        error={form.errors.description}
        onChange={(value) => form.setValue('description', value)}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={saving}>
          {rule ? 'Save rule' : 'Add rule'}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
