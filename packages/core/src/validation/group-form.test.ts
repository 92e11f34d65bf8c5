import { describe, expect, it } from 'vitest';
import { ENTITY_NAME_MESSAGES } from './entity-names';
import { PASSWORD_MESSAGES } from './password';
import {
  GROUP_FORM_MESSAGES,
  groupBody,
  groupFormSchema,
  groupRuleSchema,
  groupTransferSchema,
} from './group-form';

const valid = {
  name: ' site-leads ',
  title: ' Site leads ',
  description: '',
  category: '',
  type: 'closed',
};

describe('groupFormSchema', () => {
  it('cleans the name and title and keeps an empty category as none', () => {
    const parsed = groupFormSchema.parse(valid);
    expect(parsed).toEqual({
      name: 'site-leads',
      title: 'Site leads',
      description: '',
      category: '',
      type: 'closed',
    });
    expect(groupBody(parsed)).toEqual({ name: 'site-leads', title: 'Site leads', type: 'closed' });
  });

  it('sends the description and category when given', () => {
    const parsed = groupFormSchema.parse({ ...valid, description: ' Talk ', category: 'business' });
    expect(groupBody(parsed)).toMatchObject({ description: 'Talk', category: 'business' });
  });

  it('names the field of each mistake', () => {
    const result = groupFormSchema.safeParse({
      name: 'a',
      title: '  ',
      description: 'x'.repeat(2001),
      category: 'nonsense',
      type: 'secret',
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path[0], issue.message]),
    );
    expect(byField.name).toBe(ENTITY_NAME_MESSAGES.groupTooShort);
    expect(byField.title).toBe(GROUP_FORM_MESSAGES.titleRequired);
    expect(byField.description).toBe(GROUP_FORM_MESSAGES.descriptionTooLong);
    expect(byField.type).toBe(GROUP_FORM_MESSAGES.type);
    expect(byField.category).toBeDefined();
  });

  it('refuses a name that starts with a sign', () => {
    const result = groupFormSchema.safeParse({ ...valid, name: '-builders' });
    expect(result.error?.issues[0]?.message).toBe(ENTITY_NAME_MESSAGES.groupCharset);
  });
});

describe('groupRuleSchema', () => {
  it('needs a title and bounds both fields', () => {
    expect(groupRuleSchema.parse({ title: ' Be kind ', description: '' })).toEqual({
      title: 'Be kind',
      description: '',
    });
    expect(
      groupRuleSchema.safeParse({ title: ' ', description: '' }).error?.issues[0]?.message,
    ).toBe(GROUP_FORM_MESSAGES.ruleTitleRequired);
    expect(
      groupRuleSchema.safeParse({ title: 'x', description: 'y'.repeat(1001) }).error?.issues[0]
        ?.message,
    ).toBe(GROUP_FORM_MESSAGES.ruleDescriptionTooLong);
  });
});

describe('groupTransferSchema', () => {
  it('needs the new owner and the password', () => {
    const transfer = groupTransferSchema.safeParse({ owner: '', password: '' });
    expect(transfer.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['owner', GROUP_FORM_MESSAGES.newOwnerRequired],
      ['password', PASSWORD_MESSAGES.required],
    ]);
    expect(groupTransferSchema.safeParse({ owner: 'u-1', password: 'secret' }).success).toBe(true);
  });
});
