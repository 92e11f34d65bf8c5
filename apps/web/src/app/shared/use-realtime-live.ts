// Whether the realtime connection is up: screens that show live progress poll only while it is not.
import { useSyncExternalStore } from 'react';
import { useServices } from '../services-context';

export function useRealtimeLive(): boolean {
  const { realtime } = useServices();
  return useSyncExternalStore(realtime.onLive, realtime.live, realtime.live);
}
