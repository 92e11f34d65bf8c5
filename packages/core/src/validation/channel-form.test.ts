import { describe, expect, it } from 'vitest';
import { ENTITY_NAME_MESSAGES } from './entity-names';
import {
  CHANNEL_FORM_MESSAGES,
  EMPTY_CHANNEL_FORM,
  channelCreateBody,
  channelFormSchema,
  channelFormValuesOf,
  channelNameToCheck,
  channelUpdateBody,
} from './channel-form';

const valid = { ...EMPTY_CHANNEL_FORM, title: ' Site news ', name: 'site_news' };

function firstErrors(values: unknown) {
  const parsed = channelFormSchema.safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('the channel form', () => {
  it('takes a title, a name, a category and a type; trims what is typed', () => {
    const parsed = channelFormSchema.parse({ ...valid, description: '  Cranes  ' });
    expect(parsed).toEqual({
      title: 'Site news',
      name: 'site_news',
      description: 'Cranes',
      category: 'general',
      type: 'public',
      background_image: '',
    });
  });

  it('says what is wrong, field by field', () => {
    expect(
      firstErrors({
        ...valid,
        title: '  ',
        name: 'no spaces',
        description: 'x'.repeat(2001),
        category: '',
        type: 'secret',
      }),
    ).toEqual({
      title: ENTITY_NAME_MESSAGES.titleRequired,
      name: ENTITY_NAME_MESSAGES.channelCharset,
      description: CHANNEL_FORM_MESSAGES.descriptionTooLong,
      category: CHANNEL_FORM_MESSAGES.categoryRequired,
      type: CHANNEL_FORM_MESSAGES.typeRequired,
    });
    expect(firstErrors({ ...valid, name: 'ab' })).toEqual({
      name: ENTITY_NAME_MESSAGES.channelTooShort,
    });
  });

  it('asks the server about a name only once it passes the local rule', () => {
    expect(channelNameToCheck('ab')).toBeNull();
    expect(channelNameToCheck('bad name')).toBeNull();
    expect(channelNameToCheck(' good_name ')).toBe('good_name');
  });

  it('sends only filled fields on create, and only changes on edit', () => {
    const data = channelFormSchema.parse(valid);
    expect(channelCreateBody(data)).toEqual({
      title: 'Site news',
      name: 'site_news',
      category: 'general',
      type: 'public',
    });
    expect(channelCreateBody({ ...data, description: 'd', background_image: 'f.png' })).toEqual({
      title: 'Site news',
      name: 'site_news',
      category: 'general',
      type: 'public',
      description: 'd',
      background_image: 'f.png',
    });
    const before = channelFormValuesOf({
      title: 'Site news',
      name: 'site_news',
      description: null,
      category: 'general',
      type: 'public',
      background_image: 'old.png',
    });
    expect(channelUpdateBody({ ...data, background_image: 'old.png' }, before)).toBeNull();
    expect(channelUpdateBody({ ...data, type: 'private' }, before)).toEqual({
      type: 'private',
      background_image: null,
    });
  });
});
