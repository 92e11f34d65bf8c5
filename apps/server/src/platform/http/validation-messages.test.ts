import type { FastifySchemaValidationError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { describeValidation } from './validation-messages';

const issue = (
  keyword: string,
  instancePath: string,
  params: Record<string, unknown> = {},
): FastifySchemaValidationError => ({ keyword, instancePath, schemaPath: '', params });

describe('validation messages', () => {
  it('names a field by its words, under its path', () => {
    expect(
      describeValidation([issue('minLength', '/general/displayName', { limit: 1 })], 'body'),
    ).toEqual({
      message: 'Display name must not be empty.',
      errors: { 'general.displayName': 'Display name must not be empty.' },
    });
  });

  it('names an item of a list by its place in the list, not by its index alone', () => {
    const { errors } = describeValidation(
      [
        issue('minLength', '/tags/0', { limit: 1 }),
        issue('format', '/fromUsers/2', { format: 'uuid' }),
        issue('enum', '/categories/0', { allowedValues: ['general', 'news'] }),
      ],
      'body',
    );
    expect(errors).toEqual({
      'tags.0': 'Item 1 of tags must not be empty.',
      'fromUsers.2': 'Item 3 of from users must be a valid uuid.',
      'categories.0': 'Item 1 of categories must be one of: general, news.',
    });
  });

  it('says plainly that a list repeats an item', () => {
    expect(
      describeValidation([issue('uniqueItems', '/tags', { i: 1, j: 0 })], 'body').message,
    ).toBe('Tags lists the same item twice.');
  });
});
