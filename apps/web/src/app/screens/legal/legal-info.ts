// Facts the About, Terms and Privacy pages share, in one place so they never disagree.

/** When the Terms of use and the Privacy policy last changed (ISO date). */
export const LEGAL_LAST_UPDATED = '2026-11-22';

/** Where people write to us. Placeholder addresses until the company's real ones are set. */
export const CONTACT_EMAIL = 'hello@trestle.example';
export const PRIVACY_EMAIL = 'privacy@trestle.example';

/** The date as people read it: "22 November 2026". */
export function readableDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
