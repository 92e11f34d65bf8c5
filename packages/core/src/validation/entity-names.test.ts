import { describe, expect, it } from 'vitest';
import {
  ENTITY_NAME_MESSAGES,
  channelNameSchema,
  channelTitleSchema,
  entityNameFrom,
  groupNameSchema,
} from './entity-names';

function firstError(schema: { safeParse(value: unknown): unknown }, value: unknown) {
  const result = schema.safeParse(value) as
    { success: true } | { success: false; error: { issues: { message: string }[] } };
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('the one name rule for groups and channels', () => {
  it.each(['demo-remodel-tips', 'buildco-news', 'austin-builders', 'roof_news', 'HVAC101', 'abc'])(
    'accepts %j as a group name and as a channel name',
    (name) => {
      expect(groupNameSchema.parse(name)).toBe(name);
      expect(channelNameSchema.parse(` ${name} `)).toBe(name);
    },
  );

  it.each([
    ['', 'Required'],
    ['ab', 'TooShort'],
    ['x'.repeat(31), 'TooLong'],
    ['-builders', 'Charset'],
    ['roof news', 'Charset'],
    ["bob's-concrete", 'Charset'],
    ['méxico-builders', 'Charset'],
  ] as const)('rejects %j for both with the %s message', (input, kind) => {
    expect(firstError(groupNameSchema, input)).toBe(ENTITY_NAME_MESSAGES[`group${kind}`]);
    expect(firstError(channelNameSchema, input)).toBe(ENTITY_NAME_MESSAGES[`channel${kind}`]);
  });

  it.each([
    ['Austin Builders', 'Austin-Builders'],
    ["Bob's Concrete & Co.", 'Bob-s-Concrete-Co'],
    ['Constructores de México', 'Constructores-de-Mexico'],
    ['  x ', 'x00'],
    ['A'.repeat(40), 'A'.repeat(30)],
  ])('turns the old name %j into the address %j', (input, expected) => {
    expect(entityNameFrom(input)).toBe(expected);
    expect(groupNameSchema.parse(entityNameFrom(input))).toBe(expected);
  });
});

describe('channelTitleSchema', () => {
  it('accepts any text up to 80 characters, trimmed', () => {
    expect(channelTitleSchema.parse('  Roofing News & Tips 🏠 ')).toBe('Roofing News & Tips 🏠');
  });

  it.each([
    ['', ENTITY_NAME_MESSAGES.titleRequired],
    ['x'.repeat(81), ENTITY_NAME_MESSAGES.titleTooLong],
  ])('rejects %j with %j', (input, message) => {
    expect(firstError(channelTitleSchema, input)).toBe(message);
  });
});
