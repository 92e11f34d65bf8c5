// The public site settings (GET /settings), read once per session client: the map's tile source.
import { useEffect, useState } from 'react';
import { unwrap, type components, type TrestleClient } from '@trestle/sdk';
import { useServices } from '../../services-context';

export type SiteSettings = components['schemas']['SiteSettings'];

const read = new WeakMap<TrestleClient, Promise<SiteSettings>>();

/** The settings, or null while they load (or when they could not be read). */
export function useSiteSettings(): SiteSettings | null {
  const { quietClient } = useServices();
  const [settings, setSettings] = useState<SiteSettings | null>(null);
  useEffect(() => {
    let current = true;
    let pending = read.get(quietClient);
    if (!pending) {
      pending = unwrap(quietClient.api.GET('/settings'));
      read.set(quietClient, pending);
    }
    pending.then(
      (value) => {
        if (current) setSettings(value);
      },
      () => read.delete(quietClient), // read again next time
    );
    return () => {
      current = false;
    };
  }, [quietClient]);
  return settings;
}
