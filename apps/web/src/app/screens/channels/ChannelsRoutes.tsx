import { Route, Routes } from 'react-router';
import { lazyPage } from '../../../lazy/lazy-page';

const MyChannels = lazyPage(() => import('./MyChannels'));
const CreateChannel = lazyPage(() => import('./CreateChannel'));
const ChannelPage = lazyPage(() => import('./ChannelPage'));
const EditChannel = lazyPage(() => import('./EditChannel'));
const ChannelFollowers = lazyPage(() => import('./ChannelFollowers'));

/** Everything under /channels. */
export default function ChannelsRoutes() {
  return (
    <Routes>
      <Route index element={<MyChannels />} />
      <Route path="new" element={<CreateChannel />} />
      <Route path=":channelId" element={<ChannelPage />} />
      <Route path=":channelId/edit" element={<EditChannel />} />
      <Route path=":channelId/followers" element={<ChannelFollowers />} />
    </Routes>
  );
}
