// The contract validates requests and core validates forms; where both state a rule, they must
// state the same one.
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ROLE_KEYS,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from '@trestle/core';
import { describe, expect, it } from 'vitest';
import { inlineRefs, loadContract } from './contract';

const document = loadContract();
const schema = (name: string) =>
  inlineRefs(document, { $ref: `#/components/schemas/${name}` }) as Record<string, unknown>;
const signUpBody = inlineRefs(
  document,
  document.paths['/auth/sign-up']!.post!.requestBody!.content!['application/json']!.schema,
) as { properties: Record<string, Record<string, unknown>> };

describe('contract and core agree', () => {
  it('on usernames', () => {
    expect(schema('Username')).toMatchObject({
      minLength: USERNAME_MIN_LENGTH,
      maxLength: USERNAME_MAX_LENGTH,
      pattern: USERNAME_PATTERN.source,
    });
  });

  it('on new passwords', () => {
    expect(schema('NewPassword')).toMatchObject({
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
    });
  });

  it('on e-mail addresses', () => {
    expect(signUpBody.properties.email).toMatchObject({ maxLength: EMAIL_MAX_LENGTH });
  });

  it('on role keys', () => {
    expect(schema('RoleKey')).toMatchObject({ enum: [...ROLE_KEYS] });
  });
});
