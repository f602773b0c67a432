import { useEffect, useState } from 'react';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { Button } from '../../../ui/button';
import { fieldErrors } from '../../../graphql/errors';
import { AdminOrganizationQuery, AdminUpdateOrganizationMutation } from './settings-documents';

const messageOf = (error: CombinedError | undefined) =>
  error ? (error.graphQLErrors[0]?.message ?? 'The server cannot be reached.') : undefined;

/** The organization's name (its slug and domain address it, and are shown, not edited). */
export function OrganizationForm() {
  const [{ data, error }, reexecute] = useQuery({ query: AdminOrganizationQuery, requestPolicy: 'network-only' });
  const [{ fetching }, update] = useMutation(AdminUpdateOrganizationMutation);
  const router = useRouter();
  const { session } = useRouteContext({ from: '__root__' });
  const organization = data?.session.organization;
  const [name, setName] = useState('');
  const [result, setResult] = useState<{ text: string; error: boolean; field?: string }>();
  useEffect(() => {
    if (organization) setName(organization.name);
  }, [organization]);
  // The router hands pages (and the shell) the session it was given: once the cached session
  // carries the new name, the router reads its context again.
  const current = organization?.name;
  useEffect(() => {
    if (current && current !== session.organization.name) void router.invalidate();
  }, [current, session.organization.name, router]);

  async function save() {
    const { data: saved, error: failed } = await update({ name });
    if (failed || !saved) return setResult({ text: messageOf(failed)!, error: true, field: fieldErrors(failed).name });
    setName(saved.updateOrganization.name);
    // Read the session's organization again: the cached session the shell shows updates with it.
    reexecute({ requestPolicy: 'network-only' });
    setResult({ text: `The organization is now called ${saved.updateOrganization.name}.`, error: false });
  }

  return (
    <form
      aria-labelledby="organization-title"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2 id="organization-title">Organization</h2>
      {error ? (
        <p className="alert" role="alert">
          {messageOf(error)}
        </p>
      ) : null}
      <div className="form-grid">
        <label className="field">
          <span>Organization name</span>
          <input
            value={name}
            required
            aria-invalid={!!result?.field || undefined}
            aria-describedby={result?.field ? 'organization-name-error' : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          {result?.field ? (
            <span id="organization-name-error" className="field-error">
              {result.field}
            </span>
          ) : null}
        </label>
      </div>
      {organization ? (
        <dl className="facts">
          <dt>Slug</dt>
          <dd>{organization.slug}</dd>
          <dt>Domain</dt>
          <dd>{organization.domain ?? 'none (any host)'}</dd>
        </dl>
      ) : null}
      <div className="actions">
        <Button type="submit" variant="primary" isDisabled={fetching || !organization}>
          Save organization
        </Button>
      </div>
      <p role={result?.error ? 'alert' : 'status'} className={result?.error ? 'alert' : undefined}>
        {result?.text}
      </p>
    </form>
  );
}
