import { Link } from 'react-router';
import { LEGAL_LAST_UPDATED, PRIVACY_EMAIL } from './legal-info';
import { LegalPage, type LegalSection } from './LegalPage';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <h3>Account data</h3>
        <p>
          Your username, e-mail address, password (stored only as a secure hash, never readable),
          account type, and what you add to your profile: name, photo, company, trade, location. We
          also record when you accepted these terms.
        </p>
        <h3>Your content</h3>
        <p>
          Posts, replies, reactions, polls, bookmarks, groups and channels you create, and your
          project, job and directory listings, bids and quote requests.
        </p>
        <h3>Uploads</h3>
        <p>
          Photos, videos, audio and documents you upload. Before we store a photo we remove its
          hidden data, including the GPS location many phones add: site photos should not reveal
          where you work or live.
        </p>
        <h3>Messages</h3>
        <p>
          Direct messages between you and other members. They are visible to the people in the
          conversation; our staff open them only to handle a report or when the law requires it.
        </p>
        <h3>Usage and impressions</h3>
        <p>
          What you follow, mute and block, and which posts you have seen, counted at most once a
          day, so that authors see how many people their posts reached. We keep technical logs
          (address, browser, time, errors) to keep Trestle secure and working.
        </p>
        <h3>Payments</h3>
        <p>
          For paid memberships: what you bought and when, and the brand and last four digits of your
          card. The full card number goes straight to our payment processor; we never store it.
        </p>
        <h3>Cookies and local storage</h3>
        <p>
          We use only what keeps you signed in and safe: your browser&apos;s local storage holds
          your session key and account role, a cookie protects your requests against forgery, and
          session storage remembers a notice for the next page. No advertising or tracking cookies,
          and no third-party trackers.
        </p>
      </>
    ),
  },
  {
    id: 'why',
    title: 'Why we use it',
    body: (
      <ul>
        <li>To run Trestle for you: your account, your feed, messages, listings and payments.</li>
        <li>
          To keep it safe: prevent abuse, spam and fraud (such as fake bids), handle reports, and
          protect accounts.
        </li>
        <li>
          To send the e-mails the service needs: confirming your address, resetting your password,
          and the notifications and digests you ask for.
        </li>
        <li>To understand what works and improve it, from counts and logs, not by selling data.</li>
        <li>To meet legal duties, such as keeping payment records for tax.</li>
      </ul>
    ),
  },
  {
    id: 'link-previews',
    title: 'Link previews and translation',
    body: (
      <>
        <p>
          When a post contains a link, our server fetches the page once to show its title, summary
          and picture. Readers see the preview from our server, so the other website does not learn
          who read the post or from where.
        </p>
        <p>
          When you ask to translate a post, its text is sent to the translation service we run or
          use for that; your identity is not sent with it.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who sees and receives it',
    body: (
      <>
        <p>
          Other members see what you choose to share: public posts can be read by anyone, even
          without an account, and can be embedded on other sites; posts in a private group are seen
          only by its members.
        </p>
        <p>
          We share data only with the processors that help us run Trestle, such as hosting, storage,
          e-mail delivery, payments and translation. They work under contract, only on our
          instructions, and may not use it for anything else. We never sell your data. We give data
          to authorities only when the law requires it.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Your account data and content: as long as you have the account.</li>
        <li>
          When you delete something, it disappears from Trestle at once; when you delete your
          account, we erase your data within 30 days, and it leaves our backups within a further 30
          days.
        </li>
        <li>A sign-in lasts at most 30 days; signing out ends it at once.</li>
        <li>Technical logs: 30 days.</li>
        <li>Payment records: as long as tax law requires.</li>
      </ul>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <>
        <p>You can, at any time:</p>
        <ul>
          <li>see the data we hold about you, and correct it in your profile and settings;</li>
          <li>download a copy of your data as an archive, to keep or take elsewhere;</li>
          <li>delete your content or your whole account;</li>
          <li>object to or ask us to limit a use of your data.</li>
        </ul>
        <p>
          Write to us for anything you cannot do yourself in the settings; we answer within a month.
          You can also complain to your data-protection authority.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Trestle is for people aged 16 and over. If you believe a child has an account, tell us and
        we will close it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we update the date at the top of this page, and we tell you by
        e-mail or on Trestle before a change that matters applies.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Trestle is responsible for your data. Questions or requests about it: write to{' '}
        <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>.
      </p>
    ),
  },
];

/** /privacy: the Privacy policy. */
export default function Privacy() {
  return (
    <LegalPage
      title="Privacy policy"
      updated={LEGAL_LAST_UPDATED}
      intro={
        <p>
          This policy explains what data Trestle collects when you use it, why, who else gets it,
          how long we keep it and what you can do about it. It goes with our{' '}
          <Link to="/terms">Terms of use</Link>.
        </p>
      }
      sections={SECTIONS}
      contents
    />
  );
}
