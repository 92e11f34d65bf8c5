import { Link } from 'react-router';
import { Avatar, EmptyState, Spinner } from '@trestle/ui';
import { signInPathFor } from '../../paths';
import { fileUrl, profilePath } from '../../posts/files';
import { useApiQuery } from '../../shared/api-query';
import { PublicHeader } from '../../shared/PublicHeader';
import { queryKeys } from '../../shared/query-keys';
import frame from '../../shared/PublicFrame.module.css';
import { usePageTitle } from '../../use-page-title';
import page from '../Page.module.css';
import styles from './VisitorFeed.module.css';

/**
 * `/profile/:username` for a visitor: the person's public card (name, trade, company) and the
 * ways to follow them (create an account, or sign in and come back here), for every profile,
 * open or not (getPublicProfileCard gives no more of a closed one).
 */
export default function PublicProfileView({ username }: { username: string }) {
  const answer = useApiQuery(queryKeys.publicProfileCard(username), (api) =>
    api.GET('/profile-card/{name}', { params: { path: { name: username } } }),
  );
  const card = answer.isSuccess ? answer.data : null;
  usePageTitle(card ? card.displayName : 'Profile');
  const back = signInPathFor(profilePath(username));

  let content;
  if (answer.isError) {
    content = (
      <EmptyState
        className={page.notice}
        title="This person isn’t on Trestle"
        text="The address may be mistyped, or the account is gone."
        action={<Link to="/">Back to public posts</Link>}
      />
    );
  } else if (!card) {
    content = <Spinner block size="lg" showLabel label="Loading the profile…" />;
  } else {
    const headline = [card.profession, card.company].filter(Boolean).join(' · ');
    content = (
      <section className={styles.intro} aria-labelledby="public-profile-name">
        <div className={styles.cardHead}>
          <Avatar
            name={card.displayName}
            src={card.avatar ? fileUrl(card.avatar) : null}
            alt=""
            size="lg"
          />
          <div>
            <h1 id="public-profile-name" className={page.title}>
              {card.displayName}
            </h1>
            <p className={styles.pitch}>@{card.username}</p>
            {headline ? <p className={styles.headline}>{headline}</p> : null}
          </div>
        </div>
        <p className={styles.pitch}>
          {card.open
            ? `Join Trestle to follow ${card.displayName}, see their work and message them.`
            : `${card.displayName} shares their profile with Trestle members. Join to see it and follow them.`}
        </p>
        <div className={styles.calls}>
          <Link to="/sign-up" className={styles.callPrimary}>
            Create an account to follow
          </Link>
          <Link to={back} className={styles.callSecondary}>
            Sign in to follow
          </Link>
        </div>
      </section>
    );
  }

  return (
    <div className={frame.layout}>
      <PublicHeader signInTo={back} />
      <main id="main-content" className={styles.main}>
        {content}
      </main>
    </div>
  );
}
