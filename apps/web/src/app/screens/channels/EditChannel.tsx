import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { channelFormValuesOf, channelUpdateBody, currentPasswordSchema } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { EmptyState, PasswordConfirm, Spinner } from '@trestle/ui';
import { serverErrorOf } from '../../forms/server-errors';
import { useAuthUser, useServices } from '../../services-context';
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

/** Deleting needs the account password (spec section 5); a wrong one shows on the field. */
function DeleteChannel({ channel, onDeleted }: { channel: Channel; onDeleted: () => void }) {
  const services = useServices();
  const headingId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = currentPasswordSchema.safeParse(password);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setDeleting(true);
    try {
      await unwrap(
        services.quietClient.api.POST('/user/channel/{id}/delete', {
          params: { path: { id: channel.id } },
          body: { password: parsed.data },
        }),
      );
      services.notify(`${channel.title} is deleted.`, 'success');
      onDeleted();
    } catch (failure) {
      // A wrong password is a 403 with a message for no field: it belongs to this one.
      const { fields, messages } = serverErrorOf(failure, ['password']);
      setError(fields.password ?? messages.join(' '));
    } finally {
      setDeleting(false);
    }
  }

  return (
    <section className={styles.danger} aria-labelledby={headingId}>
      <h2 id={headingId}>Delete this channel</h2>
      <p>The channel and every post in it are deleted for good. Type your password to confirm.</p>
      <PasswordConfirm
        field={{
          value: password,
          error,
          onChange: (event) => {
            setPassword(event.target.value);
            setError(undefined);
          },
        }}
        busy={deleting}
        buttonLabel="Delete channel"
        onSubmit={(event) => void submit(event)}
      />
    </section>
  );
}
