// `/settings` (issue 22): every part of the account on one screen, in sections a list at the top
// (a column on wide screens) links to.
import { LoadError, Spinner } from '@trestle/ui';
import { useApiQuery, failureMessage } from '../../shared/api-query';
import { useAuthUser } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import page from '../Page.module.css';
import { AccountSection, EmailSection, PasswordSection } from './AccountSections';
import { ArchiveSection } from './ArchiveSection';
import { DangerZone } from './DangerZone';
import { MutedSection, NotificationsSection, PrivacySection } from './PreferenceSections';
import { SessionsSection } from './SessionsSection';
import { SECTIONS, settingsKeys } from './settings-api';
import styles from './Settings.module.css';

export default function Settings() {
  usePageTitle('Settings');
  const user = useAuthUser();
  const settings = useApiQuery(
    settingsKeys.settings(),
    (api) => api.GET('/user/profile/settings'),
    {
      staleTime: 0,
    },
  );

  return (
    <div className={page.page}>
      <h1 className={page.title}>Settings</h1>
      <div className={styles.layout}>
        <nav className={styles.toc} aria-label="Settings sections">
          <ul>
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.sections}>
          {settings.isPending || !user ? (
            <Spinner label="Loading your settings…" />
          ) : settings.isError ? (
            <LoadError
              text={failureMessage(settings.error, 'Your settings could not be loaded.')}
              onRetry={() => void settings.refetch()}
            />
          ) : (
            <>
              <AccountSection user={user} settings={settings.data} />
              <EmailSection settings={settings.data} />
              <PasswordSection />
              <SessionsSection />
              <PrivacySection settings={settings.data} />
              <MutedSection settings={settings.data} />
              <NotificationsSection settings={settings.data} />
              <ArchiveSection />
              <DangerZone />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
