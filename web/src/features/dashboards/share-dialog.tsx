import { useId, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';
import { RevokeShareMutation, RotateShareMutation, ShareAccessesQuery, ShareDashboardMutation } from './dashboard-documents';

interface ShareDialogProps {
  dashboard: { slug: string; isDraft: boolean; publicUrl?: string | null; shareExpiresAt?: string | null };
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Share": the public link ("Copy link" creates it), an optional expiry, "Rotate", "Revoke", and its views per day. */
export function ShareDialog({ dashboard, isOpen, onOpenChange }: ShareDialogProps) {
  return (
    <Modal title="Share" isOpen={isOpen} onOpenChange={onOpenChange}>
      <ShareForm dashboard={dashboard} />
    </Modal>
  );
}

/** A `yyyy-mm-dd` date input's value as the end of that day (UTC), or null. */
function expiryOf(day: string): { expiresAt?: string; neverExpires?: boolean } {
  return day ? { expiresAt: new Date(`${day}T23:59:59Z`).toISOString() } : { neverExpires: true };
}

function ShareForm({ dashboard }: Pick<ShareDialogProps, 'dashboard'>) {
  const [url, setUrl] = useState(dashboard.publicUrl ?? '');
  const [expiresAt, setExpiresAt] = useState(dashboard.shareExpiresAt ?? null);
  const [day, setDay] = useState(dashboard.shareExpiresAt ? dashboard.shareExpiresAt.slice(0, 10) : '');
  const [notice, setNotice] = useState('');
  const [, share] = useMutation(ShareDashboardMutation);
  const [, rotate] = useMutation(RotateShareMutation);
  const [, revoke] = useMutation(RevokeShareMutation);
  const [{ data: views }, reloadViews] = useQuery({
    query: ShareAccessesQuery,
    variables: { slug: dashboard.slug },
    requestPolicy: 'network-only',
  });
  const expiryId = useId();

  if (dashboard.isDraft) return <p>Publish the dashboard first: the public link shows what was published.</p>;
  const absolute = (link: string) => new URL(link, location.origin).href;
  const failure = (error: { graphQLErrors: { message: string }[] } | undefined, fallback: string) =>
    error?.graphQLErrors[0]?.message ?? fallback;

  async function copyLink() {
    const result = await share({ slug: dashboard.slug, ...expiryOf(day) });
    if (!result.data) return setNotice(failure(result.error, 'The link was not created.'));
    const link = absolute(result.data.shareDashboard.publicUrl);
    setUrl(link);
    setExpiresAt(result.data.shareDashboard.expiresAt ?? null);
    try {
      await navigator.clipboard.writeText(link);
      setNotice('Link copied.');
    } catch {
      setNotice('The link is below: copy it from the field.');
    }
  }
  async function rotateLink() {
    const result = await rotate({ slug: dashboard.slug, ...expiryOf(day) });
    if (!result.data) return setNotice(failure(result.error, 'The link was not rotated.'));
    setUrl(absolute(result.data.rotateDashboardShare.publicUrl));
    setExpiresAt(result.data.rotateDashboardShare.expiresAt ?? null);
    setNotice('New link: the old one no longer works.');
  }
  async function revokeLink() {
    const result = await revoke({ slug: dashboard.slug });
    if (result.error) return setNotice(failure(result.error, 'The link was not revoked.'));
    setUrl('');
    setNotice('Link revoked: it no longer works.');
    reloadViews({ requestPolicy: 'network-only' });
  }

  const days = views?.dashboardShareAccesses.days ?? [];
  return (
    <div className="share-form">
      <div className="field">
        <label htmlFor={expiryId}>Expires on (optional)</label>
        <input id={expiryId} type="date" value={day} onChange={(event) => setDay(event.target.value)} />
      </div>
      {url ? (
        <TextField
          label="Public link"
          value={url}
          isReadOnly
          description={expiresAt ? `Works until ${new Date(expiresAt).toLocaleString()}.` : 'Never expires.'}
        />
      ) : (
        <p>No public link yet: "Copy link" creates it.</p>
      )}
      <div className="dashboard-actions">
        <Button variant="primary" onPress={() => void copyLink()}>
          Copy link
        </Button>
        <Button onPress={() => void rotateLink()} isDisabled={!url}>
          Rotate
        </Button>
        <Button onPress={() => void revokeLink()} isDisabled={!url}>
          Revoke
        </Button>
      </div>
      <p role="status">{notice}</p>
      <table className="list share-views">
        <caption>Views per day{views ? ` (${views.dashboardShareAccesses.totalCount} in all)` : ''}</caption>
        <thead>
          <tr>
            <th scope="col">Day (UTC)</th>
            <th scope="col">Views</th>
          </tr>
        </thead>
        <tbody>
          {days.length ? (
            days.map((entry) => (
              <tr key={entry.day}>
                <td>{entry.day}</td>
                <td className="num">{entry.count}</td>
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={2}>No views yet.</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
