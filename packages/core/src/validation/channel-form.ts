// The channel form (create and edit): the same name and title rules as the server's check
// (entity-names.ts), a description within the contract's bound, a category and a type. The
// background image is an uploaded file's name, or '' for none.
import { z } from 'zod';
import { CHANNEL_TYPES } from '../enums/channels';
import { POST_CATEGORIES } from '../enums/posts';
import { channelNameSchema, channelTitleSchema } from './entity-names';

export const CHANNEL_DESCRIPTION_MAX_LENGTH = 2000;

export const CHANNEL_FORM_MESSAGES = {
  descriptionTooLong: `Keep the description under ${CHANNEL_DESCRIPTION_MAX_LENGTH} characters.`,
  categoryRequired: 'Choose a category.',
  typeRequired: 'Choose who can find the channel.',
  nameFree: 'This name is free.',
} as const;

export const channelFormSchema = z.object({
  title: channelTitleSchema,
  name: channelNameSchema,
  description: z
    .string()
    .trim()
    .max(CHANNEL_DESCRIPTION_MAX_LENGTH, { error: CHANNEL_FORM_MESSAGES.descriptionTooLong }),
  category: z.enum(POST_CATEGORIES, { error: CHANNEL_FORM_MESSAGES.categoryRequired }),
  type: z.enum(CHANNEL_TYPES, { error: CHANNEL_FORM_MESSAGES.typeRequired }),
  background_image: z.string(),
});
export type ChannelFormData = z.infer<typeof channelFormSchema>;

/** The form's values as typed (every field a string). */
export interface ChannelFormValues {
  [key: string]: string;
  title: string;
  name: string;
  description: string;
  category: string;
  type: string;
  background_image: string;
}

export const EMPTY_CHANNEL_FORM: ChannelFormValues = {
  title: '',
  name: '',
  description: '',
  category: 'general',
  type: 'public',
  background_image: '',
};

/** The form filled with a channel's fields (for editing). */
export function channelFormValuesOf(channel: {
  title: string;
  name: string;
  description: string | null;
  category: string;
  type: string;
  background_image: string | null;
}): ChannelFormValues {
  return {
    title: channel.title,
    name: channel.name,
    description: channel.description ?? '',
    category: channel.category,
    type: channel.type,
    background_image: channel.background_image ?? '',
  };
}

/** The body of createChannel: optional fields left out when empty. */
export function channelCreateBody(data: ChannelFormData) {
  return {
    title: data.title,
    name: data.name,
    category: data.category,
    type: data.type,
    ...(data.description ? { description: data.description } : {}),
    ...(data.background_image ? { background_image: data.background_image } : {}),
  };
}

/**
 * The body of updateChannel: only what changed (null clears the background image); null when
 * nothing did.
 */
export function channelUpdateBody(data: ChannelFormData, before: ChannelFormValues) {
  const body: {
    title?: string;
    name?: string;
    description?: string;
    category?: ChannelFormData['category'];
    type?: ChannelFormData['type'];
    background_image?: string | null;
  } = {};
  if (data.title !== before.title) body.title = data.title;
  if (data.name !== before.name) body.name = data.name;
  if (data.description !== before.description) body.description = data.description;
  if (data.category !== before.category) body.category = data.category;
  if (data.type !== before.type) body.type = data.type;
  if (data.background_image !== before.background_image) {
    body.background_image = data.background_image || null;
  }
  return Object.keys(body).length > 0 ? body : null;
}

/**
 * Whether a name is worth asking the server about (the name check, as the person types): only
 * one that passes the local rule; the local rule's message shows otherwise.
 */
export function channelNameToCheck(name: string): string | null {
  const parsed = channelNameSchema.safeParse(name);
  return parsed.success ? parsed.data : null;
}
