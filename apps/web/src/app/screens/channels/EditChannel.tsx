import { Link, useNavigate, useParams } from 'react-router';
import { channelFormValuesOf, channelUpdateBody } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { EmptyState, Spinner } from '@trestle/ui';
import { useAuthUser, useServices } from '../../services-context';
import { DeleteWithPassword } from '../../shared/DeleteWithPassword';
import { usePageTitle } from '../../use-page-title';
import { ChannelForm } from './ChannelForm';
import { ChannelUnavailable } from './ChannelUnavailable';
import { CHANNELS_PATH, channelPath } from './paths';
import type { Channel } from './types';
import { useChannel } from './use-channel';
import page from '../Page.module.css';
import styles from './Channels.module.css';

/** `/channels/:id/edit`: the owner's form, and deleting the channel with the password. */
export default function EditChannel() {
  const { channelId = '' } = useParams();
  usePageTitle('Edit channel');
  const services = useServices();
  const me = useAuthUser();
  const navigate = useNavigate();
  const { state, reload, update } = useChannel(channelId);

  let body;
  if (state.status === 'loading') body = <Spinner label="Loading the channel" />;
  else if (state.status !== 'loaded') body = <ChannelUnavailable state={state} onRetry={reload} />;
  else if (state.channel.owner.id !== me?.id) {
    body = (
      <EmptyState
        className={page.notice}
        title="Only the owner can edit this channel"
        action={
          <Link to={channelPath(channelId)} className={styles.link}>
            Back to the channel
          </Link>
        }
      />
    );
  } else {
    const channel = state.channel;
    const before = channelFormValuesOf(channel);
    body = (
      <>
        <ChannelForm
          initial={before}
          channelId={channel.id}
          submitLabel="Save changes"
          onCancel={() => void navigate(channelPath(channel.id))}
          onSave={async (data) => {
            const changes = channelUpdateBody(data, before);
            if (changes) {
              const saved = await unwrap(
                services.quietClient.api.POST('/user/channel/{id}', {
                  params: { path: { id: channel.id } },
                  body: changes,
                }),
              );
              // The channel's page opens with the saved channel, not the copy cached before.
              update(saved);
              services.notify('Your changes are saved.', 'success');
            }
            void navigate(channelPath(channel.id));
          }}
        />
        <DeleteChannel channel={channel} onDeleted={() => void navigate(CHANNELS_PATH)} />
      </>
    );
  }

  return (
    <div className={page.page}>
      <div>
        <Link to={channelPath(channelId)} className={styles.link}>
          Back to the channel
        </Link>
        <h1 className={page.title}>Edit channel</h1>
      </div>
      {body}
    </div>
  );
}

/** Deleting the channel needs the account password (spec section 5). */
function DeleteChannel({ channel, onDeleted }: { channel: Channel; onDeleted: () => void }) {
  const { quietClient } = useServices();
  return (
    <DeleteWithPassword
      heading="Delete this channel"
      text="The channel and every post in it are deleted for good. Type your password to confirm."
      buttonLabel="Delete channel"
      onDelete={(password) =>
        unwrap(
          quietClient.api.POST('/user/channel/{id}/delete', {
            params: { path: { id: channel.id } },
            body: { password },
          }),
        )
      }
      deletedText={`${channel.title} is deleted.`}
      onDeleted={onDeleted}
    />
  );
}
