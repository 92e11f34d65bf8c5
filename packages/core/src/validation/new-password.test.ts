import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './breached-passwords';
import { checkNewPassword } from './new-password';
import { normalisePassword, PASSWORD_MESSAGES } from './password';

const person = { username: 'ann_builds', email: 'Ann.Leeson@example.com' };

describe('checkNewPassword', () => {
  it.each([
    ['password', PASSWORD_MESSAGES.common],
    ['12345678', PASSWORD_MESSAGES.common],
    ['Password1', PASSWORD_MESSAGES.common],
    ['PASSWORD', PASSWORD_MESSAGES.common],
    ['ｐａｓｓｗｏｒｄ', PASSWORD_MESSAGES.common], // fullwidth letters: NFKC gives "password"
    ['ann_builds', PASSWORD_MESSAGES.personal],
    ['ANN_BUILDS', PASSWORD_MESSAGES.personal],
    ['ann.leeson@example.com', PASSWORD_MESSAGES.personal],
    ['Ann.Leeson', PASSWORD_MESSAGES.personal],
    ['\u0000'.repeat(8), PASSWORD_MESSAGES.invisible],
    ['\u200b'.repeat(8), PASSWORD_MESSAGES.invisible], // zero-width space
    ['tin\u200droof rusted', PASSWORD_MESSAGES.invisible], // zero-width joiner
    ['\ufefftin roof rusted', PASSWORD_MESSAGES.invisible], // byte-order mark
    ['tin\troof rusted', PASSWORD_MESSAGES.invisible], // tab (Cc)
    ['        ', PASSWORD_MESSAGES.blank],
    ['', PASSWORD_MESSAGES.required],
    ['short', PASSWORD_MESSAGES.tooShort],
    ['x'.repeat(201), PASSWORD_MESSAGES.tooLong],
  ])('refuses %j: %s', (password, message) => {
    expect(checkNewPassword(normalisePassword(password), person)).toBe(message);
    // The server passes the normalised form; the rule normalises again, to the same result.
    expect(checkNewPassword(password, person)).toBe(message);
  });

  it.each([
    'correct horse battery staple',
    'tin roof 4 rusted',
    'Zäune über Brücken',
    '😀'.repeat(8),
  ])('accepts %j', (password) => {
    expect(checkNewPassword(normalisePassword(password), person)).toBeNull();
  });

  it('checks the username and e-mail address only when given', () => {
    expect(checkNewPassword('ann_builds')).toBeNull();
    expect(checkNewPassword('ann_builds', { username: '', email: null })).toBeNull();
  });

  it('says what to do in each message', () => {
    expect(PASSWORD_MESSAGES.common).toBe(
      'This password is too common: choose one that is harder to guess.',
    );
    expect(PASSWORD_MESSAGES.personal).toBe(
      'Your password must not be your username or e-mail address.',
    );
    expect(PASSWORD_MESSAGES.invisible).toBe(
      'Password must not contain control or invisible characters.',
    );
  });
});

describe('isCommonPassword', () => {
  it('knows the breached list in any letter case', () => {
    expect(isCommonPassword('password1')).toBe(true);
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(isCommonPassword('tin roof 4 rusted')).toBe(false);
  });
});
