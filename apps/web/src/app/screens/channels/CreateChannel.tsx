import { useNavigate } from 'react-router';
import { EMPTY_CHANNEL_FORM, channelCreateBody } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { useServices } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import { ChannelForm } from './ChannelForm';
import { CHANNELS_PATH, channelPath } from './paths';
import page from '../Page.module.css';

/** `/channels/new`: the create form; the new channel's page opens once it is made. */
export default function CreateChannel() {
  usePageTitle('Create a channel');
  const services = useServices();
  const navigate = useNavigate();
  return (
    <div className={page.page}>
      <h1 className={page.title}>Create a channel</h1>
      <p>
        A channel is your own publication: you post into it, and the people who follow it get your
        posts in their home feed.
      </p>
      <ChannelForm
        initial={EMPTY_CHANNEL_FORM}
        submitLabel="Create channel"
        onCancel={() => void navigate(CHANNELS_PATH)}
        onSave={async (data) => {
          const channel = await unwrap(
            services.quietClient.api.POST('/user/channel', { body: channelCreateBody(data) }),
          );
          services.notify('Your channel is ready.', 'success');
          void navigate(channelPath(channel.id));
        }}
      />
    </div>
  );
}
