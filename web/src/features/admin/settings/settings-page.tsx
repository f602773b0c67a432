import { useRouteContext } from '@tanstack/react-router';
import { isAdmin } from '../../session/session-query';
import { AiSettingsForm } from './ai-settings-form';
import { OrganizationForm } from './organization-form';
import { DigestSubscriptions } from './digest-subscriptions';
import '../../monitors/monitors.css';
import '../groups/groups.css';
import './settings.css';

/** `/admin/settings`: the organization and its AI assistant (admins), and the caller's own e-mail digests. */
export function SettingsPage() {
  const { session } = useRouteContext({ from: '__root__' });
  const admin = isAdmin(session);
  return (
    <section aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      {admin ? (
        <>
          <OrganizationForm />
          <AiSettingsForm />
        </>
      ) : null}
      <DigestSubscriptions />
    </section>
  );
}
