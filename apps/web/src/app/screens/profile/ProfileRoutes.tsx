import { Navigate, Route, Routes, useParams } from 'react-router';
import { useAuthUser } from '../../services-context';
import EditProfile from './EditProfile';
import { FollowList, type FollowListKind } from './FollowList';
import { ProfileScreen } from './ProfileScreen';

function Own() {
  const me = useAuthUser();
  if (!me) return <Navigate to="/" replace />;
  return <ProfileScreen key={me.username} username={me.username} />;
}

function ByName() {
  const { username = '' } = useParams();
  return <ProfileScreen key={username} username={username} />;
}

function People({ kind }: { kind: FollowListKind }) {
  const { username = '' } = useParams();
  return <FollowList key={`${username}-${kind}`} username={username} kind={kind} />;
}

/**
 * Everything under `/profile`: the own profile, the edit form (`/profile/me/edit`), anyone's
 * profile by username, and their followers and following.
 */
export default function ProfileRoutes() {
  return (
    <Routes>
      <Route index element={<Own />} />
      <Route path="me/edit" element={<EditProfile />} />
      <Route path=":username" element={<ByName />} />
      <Route path=":username/followers" element={<People kind="followers" />} />
      <Route path=":username/following" element={<People kind="following" />} />
    </Routes>
  );
}
