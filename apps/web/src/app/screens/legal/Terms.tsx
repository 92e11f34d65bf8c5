import { Link } from 'react-router';
import { CONTACT_EMAIL, LEGAL_LAST_UPDATED } from './legal-info';
import { LegalPage, type LegalSection } from './LegalPage';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>You must be at least 16 years old to have an account.</li>
        <li>
          Give your real name or your company&apos;s real name, and keep your details up to date. A
          personal account is for one person; open a business account only for a company you may
          speak for.
        </li>
        <li>
          Keep your password to yourself. You are responsible for what happens in your account; tell
          us at once if you think someone else is using it.
        </li>
        <li>One personal account per person. Do not buy, sell or hand over accounts.</li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>Trestle works because people can trust what they read on it. So do not:</p>
        <ul>
          <li>
            post fake bids, fake project or job listings, fake companies or services in the
            directory, or fake reviews and quotes;
          </li>
          <li>pretend to be another person or company, or claim work that is not yours;</li>
          <li>harass, threaten or insult anyone, or post hateful content;</li>
          <li>post anything illegal, or anything that shares someone&apos;s private details;</li>
          <li>send spam, chain messages or unwanted advertising;</li>
          <li>
            upload viruses or other harmful code, try to get into accounts or systems that are not
            yours, or collect other people&apos;s data with bots or scrapers;
          </li>
          <li>put so much load on Trestle that it gets in the way of other people using it.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Your content',
    body: (
      <>
        <p>
          What you post stays yours: posts, photos, videos, documents, listings and messages. Post
          only what you have the right to share, including photos of other people&apos;s sites and
          work.
        </p>
        <p>
          So that Trestle can show it, you give us a worldwide, free licence to store, copy, display
          and send your content to the people it is meant for, and to adapt its format for that (for
          example resizing photos, removing their location data, or translating a post when a reader
          asks). Public posts can also be embedded on other websites. The licence ends when you
          delete the content or your account, except for copies others have already shared within
          Trestle and for backups, which are cleared in due course.
        </p>
      </>
    ),
  },
  {
    id: 'projects-jobs-directory',
    title: 'Projects, bids, jobs and the directory',
    body: (
      <p>
        Trestle brings people together; it is not a party to the agreements they make. Check the
        people and companies you work with, the scope of a project and the terms of a bid or job
        yourself. A bid or listing must be a genuine offer that you are able to honour.
      </p>
    ),
  },
  {
    id: 'moderation',
    title: 'Moderation and reporting',
    body: (
      <>
        <p>
          Report a post, person, group or listing that breaks these terms: use Report on it, or
          write to us. Moderators look at every report. Group owners and moderators also look after
          their own groups.
        </p>
        <p>
          When something breaks these terms we may hide or remove it, hold project listings for
          review, limit what an account can do, or suspend it. We tell you what we did and why,
          unless the law or someone&apos;s safety prevents it. If you think we got it wrong, write
          to us and a person will look at it again.
        </p>
      </>
    ),
  },
  {
    id: 'memberships',
    title: 'Paid memberships and pro levels',
    body: (
      <ul>
        <li>
          Prices, and what each membership level includes, are shown before you pay. Taxes are
          included where the law asks for it.
        </li>
        <li>
          Memberships renew for the same period until you cancel. Cancel at any time: you keep what
          you paid for until the end of the paid period, and you are not charged again.
        </li>
        <li>
          We refund payments where the law requires it, and when we could not provide what you paid
          for.
        </li>
        <li>
          Pro levels are offered by other members to their subscribers; what a pro level includes is
          that member&apos;s promise. We handle the payment.
        </li>
        <li>
          We never store your full card number: our payment processor handles it, and we keep only
          the card&apos;s brand and last four digits.
        </li>
      </ul>
    ),
  },
  {
    id: 'termination',
    title: 'Ending your account',
    body: (
      <>
        <p>
          You can delete your account at any time in your settings; we ask for your password first.
          Your profile, posts and messages are then removed as the{' '}
          <Link to="/privacy#retention">Privacy policy</Link> describes.
        </p>
        <p>
          We may suspend or close an account that seriously or repeatedly breaks these terms, or
          when the law requires it. Where we can, we warn you first and give you the chance to
          download your data.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <>
        <p>
          We work hard to keep Trestle running and safe, but we provide it as it is, and it may
          sometimes be unavailable or contain mistakes. Members are responsible for what they post
          and for the deals they make with each other.
        </p>
        <p>
          We are not liable for indirect losses, such as lost profits or lost contracts, caused by
          using Trestle. Nothing in these terms limits liability that the law does not allow to be
          limited, or your rights as a consumer.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        When we change these terms we update the date at the top of this page. For changes that
        matter, we tell you by e-mail or on Trestle at least 30 days before they apply. If you do
        not agree, you can delete your account before then; if you keep using Trestle, the new terms
        apply.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms: write to{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    ),
  },
];

/** /terms: the Terms of use. */
export default function Terms() {
  return (
    <LegalPage
      title="Terms of use"
      updated={LEGAL_LAST_UPDATED}
      intro={
        <p>
          These terms are the agreement between you and Trestle, the small company that runs this
          network, when you use it. We wrote them in plain language; please read them. By creating
          an account you accept them and our <Link to="/privacy">Privacy policy</Link>.
        </p>
      }
      sections={SECTIONS}
      contents
    />
  );
}
