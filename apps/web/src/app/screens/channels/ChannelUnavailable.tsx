import { Link } from 'react-router';
import { EmptyState, LoadError } from '@trestle/ui';
import type { ChannelState } from './use-channel';
import { CHANNELS_PATH } from './paths';
import page from '../Page.module.css';
import styles from './Channels.module.css';

/** What shows instead of a channel that is missing or failed to load (null when loaded). */
export function ChannelUnavailable({
  state,
  onRetry,
}: {
  state: ChannelState;
  onRetry: () => void;
}) {
  if (state.status === 'missing') {
    return (
      <EmptyState
        className={page.notice}
        headingLevel={2}
        title="This channel does not exist"
        text="It may have been deleted, or the address is wrong."
        action={
          <Link to={CHANNELS_PATH} className={styles.link}>
            Back to channels
          </Link>
        }
      />
    );
  }
  if (state.status === 'failed') {
    return (
      <LoadError title="The channel could not be loaded" text={state.message} onRetry={onRetry} />
    );
  }
  return null;
}
