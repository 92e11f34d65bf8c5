// The commonly breached passwords (zxcvbn-ts's common list, about 49,000 entries, lower case),
// in a module of its own: it weighs about 380 kB, so only code that checks a new password
// (sign-up, reset, change) should import it. Sign-in and every other screen stay without it.
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/** True when the password, in any letter case, is on the list of commonly breached passwords. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}
