import { Link } from 'react-router';
import { CONTACT_EMAIL } from './legal-info';
import { LegalPage, type LegalSection } from './LegalPage';

const OFFERS: readonly { title: string; text: string }[] = [
  {
    title: 'Feed',
    text: 'Share progress, questions and finished work with posts, photos, videos and polls. Follow the people and companies you work with, and read the public local feed without an account.',
  },
  {
    title: 'Groups',
    text: 'Talk shop with people who do the same work: trades, regions, materials or one project team. Groups can be public or private.',
  },
  {
    title: 'Channels',
    text: 'Publish regular updates from your company or about your specialty, and follow news sources from across the industry.',
  },
  {
    title: 'Messages',
    text: 'Talk privately, one to one, with the people you meet on Trestle.',
  },
  {
    title: 'Jobs',
    text: 'Post open positions and find work, on site, remote or in between.',
  },
  {
    title: 'Projects with bids',
    text: 'Owners and main contractors list projects; contractors and suppliers bid on them. Listings are checked by moderators.',
  },
  {
    title: 'Directory',
    text: 'Find companies and services near a site, compare them and ask for quotes.',
  },
  {
    title: 'Memberships',
    text: 'Paid membership levels add more listings and tools for people and businesses who use Trestle every day. Members can also offer pro levels to their own subscribers.',
  },
];

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-for',
    title: 'Who it is for',
    body: (
      <>
        <p>
          Everyone who designs, builds, owns or supplies buildings: builders and tradespeople,
          architects and designers, owners and developers, contractors, suppliers and manufacturers.
        </p>
        <p>
          A <strong>personal account</strong> is for one person. A <strong>business account</strong>{' '}
          speaks for a company.
        </p>
      </>
    ),
  },
  {
    id: 'what-you-can-do',
    title: 'What you can do on Trestle',
    body: OFFERS.map((offer) => (
      <div key={offer.title}>
        <h3>{offer.title}</h3>
        <p>{offer.text}</p>
      </div>
    )),
  },
  {
    id: 'who-runs-it',
    title: 'Who runs it',
    body: (
      <>
        <p>
          Trestle is built and run by Trestle, a small company. We earn our living from paid
          memberships, not from selling your data or showing you targeted advertising.
        </p>
        <p>
          The rules we all keep are in the <Link to="/terms">Terms of use</Link>; what we do with
          your data is in the <Link to="/privacy">Privacy policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Get in touch',
    body: (
      <>
        <p>
          Questions, ideas or a problem to report: write to{' '}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </p>
        <p>
          <Link to="/sign-up">Create an account</Link> to join in, or{' '}
          <Link to="/">read the public posts</Link> first.
        </p>
      </>
    ),
  },
];

/** /about: what Trestle is, for whom, and what it offers. */
export default function About() {
  return (
    <LegalPage
      title="About Trestle"
      intro={
        <p>
          Trestle is the social and business network for the construction industry: one place to
          show your work, keep up with the people you build with, and find the next job, project,
          supplier or hire.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
