import { Button } from '@trestle/ui';
import { useRelationship } from './use-relationship';

export interface FollowButtonProps {
  personId: string;
  /** The person's name, for the button's accessible name. */
  name: string;
  following: boolean;
  onChange: (following: boolean) => void;
  size?: 'sm' | 'md';
}

/** Follow / Unfollow for one person; the state changes once the server agreed. */
export function FollowButton({
  personId,
  name,
  following,
  onChange,
  size = 'md',
}: FollowButtonProps) {
  const { busy, run } = useRelationship(personId);
  async function toggle() {
    const action = following ? 'unfollow' : 'follow';
    if (await run(action)) onChange(!following);
  }
  return (
    <Button
      size={size}
      variant={following ? 'secondary' : 'primary'}
      aria-label={`${following ? 'Unfollow' : 'Follow'} ${name}`}
      loading={busy !== null}
      onClick={() => void toggle()}
    >
      {following ? 'Unfollow' : 'Follow'}
    </Button>
  );
}
