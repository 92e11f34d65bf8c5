// The words of the mails auth sends. Links open the web app, which calls the API.
import type { MailMessage } from '../../platform/mail/mailer';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function mail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  link: string,
  outro: string,
): MailMessage {
  return {
    to,
    subject,
    text: `${intro}\n\n${action}: ${link}\n\n${outro}\n`,
    html:
      `<p>${escape(intro)}</p><p><a href="${escape(link)}">${escape(action)}</a></p>` +
      `<p>${escape(outro)}</p>`,
  };
}

export function verificationMail(to: string, name: string, link: string): MailMessage {
  return mail(
    to,
    'Confirm your e-mail address for Trestle',
    `Hi ${name}, welcome to Trestle. Please confirm that this is your e-mail address.`,
    'Confirm my e-mail address',
    link,
    'The link works for 24 hours. If you did not sign up, ignore this mail.',
  );
}

export function resetMail(to: string, name: string, link: string): MailMessage {
  return mail(
    to,
    'Reset your Trestle password',
    `Hi ${name}, someone asked to reset the password of your Trestle account.`,
    'Choose a new password',
    link,
    'The link works for 1 hour. If it was not you, ignore this mail; your password stays as it is.',
  );
}
