import { useParams } from 'react-router';
import { ProfileScreen } from './ProfileScreen';

/** `/profile/:username` signed in: the person's profile. */
export default function ProfileByName() {
  const { username = '' } = useParams();
  return <ProfileScreen key={username} username={username} />;
}
