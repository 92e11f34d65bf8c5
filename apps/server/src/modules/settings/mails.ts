// The words of the mails the account settings send. Links open the web app, which calls the API.
import { composeMail, mailDate } from '../../platform/mail/compose';

/** `language`: the person's chosen language (the mail's `lang` and its dates follow it). */
const mail = (
  to: string,
  subject: string,
  lines: string[],
  action?: [string, string],
  language: string | null = null,
) => composeMail({ to, language, subject, lines, action });

export const confirmNewAddressMail = (
  to: string,
  name: string,
  link: string,
  language: string | null,
) =>
  mail(
    to,
    'Confirm your new e-mail address for Trestle',
    [
      `Hi ${name}, you asked to use this address for your Trestle account.`,
      'Nothing changes until you open the link below; it works for 24 hours.',
    ],
    ['Use this address', link],
    language,
  );

export const addressChangedMail = (
  to: string,
  name: string,
  newAddress: string,
  link: string,
  language: string | null,
) =>
  mail(
    to,
    'Your Trestle e-mail address was changed',
    [
      `Hi ${name}, the e-mail address of your Trestle account is now ${newAddress}.`,
      'If you did not do this, put your old address back with the link below (it works for 7 days) and then change your password.',
    ],
    ['Undo this change', link],
    language,
  );

export const passwordChangedMail = (to: string, name: string, language: string | null) =>
  mail(
    to,
    'Your Trestle password was changed',
    [
      `Hi ${name}, the password of your Trestle account was just changed and every other device was signed out.`,
      'If you did not do this, reset your password from the sign-in page at once.',
    ],
    undefined,
    language,
  );

export const archiveReadyMail = (
  to: string,
  name: string,
  link: string,
  expires: Date,
  language: string | null,
) =>
  mail(
    to,
    'Your Trestle archive is ready',
    [
      `Hi ${name}, the archive of your Trestle data is ready.`,
      `Download it from the settings page before ${mailDate(expires, language)}; after that it is deleted.`,
    ],
    ['Open settings', link],
    language,
  );

export const accountDeletedMail = (to: string, name: string, language: string | null) =>
  mail(
    to,
    'Your Trestle account is deleted',
    [
      `Hi ${name}, your Trestle account and what you put in it are now deleted, as you asked.`,
      'Thank you for having been part of Trestle.',
    ],
    undefined,
    language,
  );

export const contactMail = (
  to: string,
  from: { name: string; email: string; account: string | null },
  subject: string,
  message: string,
) =>
  mail(to, `Contact form: ${subject || '(no subject)'}`, [
    `From ${from.name} <${from.email}>${from.account ? ` (signed in as @${from.account})` : ' (visitor)'}`,
    message,
  ]);
