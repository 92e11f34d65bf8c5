import { z } from 'zod';
import { POST_CATEGORIES, type PostCategory } from '../enums/posts';
import { GROUP_TYPES, type GroupType } from '../enums/groups';
import { groupNameSchema } from './entity-names';
import { currentPasswordSchema } from './password';

/** Bounds of a group's fields and rules (the contract's GroupCreate and GroupRuleInput). */
export const GROUP_TITLE_MAX = 100;
export const GROUP_DESCRIPTION_MAX = 2000;
export const GROUP_RULE_TITLE_MAX = 100;
export const GROUP_RULE_DESCRIPTION_MAX = 1000;
export const GROUP_MAX_RULES = 20;

export const GROUP_FORM_MESSAGES = {
  titleRequired: 'Group title is required.',
  titleTooLong: `Group title must be at most ${GROUP_TITLE_MAX} characters.`,
  descriptionTooLong: `The description must be at most ${GROUP_DESCRIPTION_MAX} characters.`,
  type: 'Choose who can join: open, closed or private.',
  ruleTitleRequired: 'A rule needs a title.',
  ruleTitleTooLong: `A rule's title must be at most ${GROUP_RULE_TITLE_MAX} characters.`,
  ruleDescriptionTooLong: `A rule's description must be at most ${GROUP_RULE_DESCRIPTION_MAX} characters.`,
  newOwnerRequired: 'Choose the member who will own the group.',
} as const;

/**
 * The create and edit form of a group: the name through groupNameSchema (trimmed, the one name
 * rule for groups and channels), a title, an optional description and category ('' for none), and its type.
 */
export const groupFormSchema = z.object({
  name: groupNameSchema,
  title: z
    .string()
    .trim()
    .min(1, { error: GROUP_FORM_MESSAGES.titleRequired })
    .max(GROUP_TITLE_MAX, { error: GROUP_FORM_MESSAGES.titleTooLong }),
  description: z
    .string()
    .trim()
    .max(GROUP_DESCRIPTION_MAX, { error: GROUP_FORM_MESSAGES.descriptionTooLong }),
  category: z.union([z.literal(''), z.enum(POST_CATEGORIES)]),
  type: z.enum(GROUP_TYPES, { error: GROUP_FORM_MESSAGES.type }),
});
export type GroupFormData = z.infer<typeof groupFormSchema>;

/** The form's values as the body of createGroup or updateGroup (empty fields left out). */
export function groupBody(data: GroupFormData): {
  name: string;
  title: string;
  type: GroupType;
  description?: string;
  category?: PostCategory;
} {
  return {
    name: data.name,
    title: data.title,
    type: data.type,
    ...(data.description ? { description: data.description } : {}),
    ...(data.category ? { category: data.category } : {}),
  };
}

/** One rule of a group: a title and an optional description. */
export const groupRuleSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: GROUP_FORM_MESSAGES.ruleTitleRequired })
    .max(GROUP_RULE_TITLE_MAX, { error: GROUP_FORM_MESSAGES.ruleTitleTooLong }),
  description: z
    .string()
    .trim()
    .max(GROUP_RULE_DESCRIPTION_MAX, { error: GROUP_FORM_MESSAGES.ruleDescriptionTooLong }),
});
export type GroupRuleData = z.infer<typeof groupRuleSchema>;

/**
 * Handing a group over: the member who takes it and the account password (spec section 6).
 * Deleting a group takes passwordConfirmationSchema, like every password-confirmed deletion.
 */
export const groupTransferSchema = z.object({
  owner: z.string().min(1, { error: GROUP_FORM_MESSAGES.newOwnerRequired }),
  password: currentPasswordSchema,
});
