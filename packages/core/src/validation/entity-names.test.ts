import { describe, expect, it } from 'vitest';
import {
  ENTITY_NAME_MESSAGES,
  channelNameSchema,
  channelTitleSchema,
  groupNameSchema,
} from './entity-names';

function firstError(schema: { safeParse(value: unknown): unknown }, value: unknown) {
  const result = schema.safeParse(value) as
    { success: true } | { success: false; error: { issues: { message: string }[] } };
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('groupNameSchema', () => {
  it.each([
    ['Austin Builders', 'Austin Builders'],
    ["Bob's Concrete & Co.", "Bob's Concrete & Co."],
    ['  Steel   Framers  ', 'Steel Framers'],
    ['Constructores de México', 'Constructores de México'],
    ['3D-Printing_Homes', '3D-Printing_Homes'],
  ])('accepts %j as %j', (input, expected) => {
    expect(groupNameSchema.parse(input)).toBe(expected);
  });

  it.each([
    ['', ENTITY_NAME_MESSAGES.groupRequired],
    ['ab', ENTITY_NAME_MESSAGES.groupTooShort],
    ['x'.repeat(51), ENTITY_NAME_MESSAGES.groupTooLong],
    ['-Builders', ENTITY_NAME_MESSAGES.groupCharset],
    ['Builders <script>', ENTITY_NAME_MESSAGES.groupCharset],
    ['Builders 🏗️', ENTITY_NAME_MESSAGES.groupCharset],
  ])('rejects %j with %j', (input, message) => {
    expect(firstError(groupNameSchema, input)).toBe(message);
  });
});

describe('channelNameSchema', () => {
  it.each(['roof_news', 'HVAC101', 'abc'])('accepts %j', (name) => {
    expect(channelNameSchema.parse(name)).toBe(name);
  });

  it.each([
    ['', ENTITY_NAME_MESSAGES.channelRequired],
    ['ab', ENTITY_NAME_MESSAGES.channelTooShort],
    ['x'.repeat(31), ENTITY_NAME_MESSAGES.channelTooLong],
    ['roof news', ENTITY_NAME_MESSAGES.channelCharset],
    ['roof-news', ENTITY_NAME_MESSAGES.channelCharset],
  ])('rejects %j with %j', (input, message) => {
    expect(firstError(channelNameSchema, input)).toBe(message);
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
