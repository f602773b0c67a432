import { useState } from 'react';
import { useMutation } from 'urql';
import { useRouteContext } from '@tanstack/react-router';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { errorInWords } from './error-words';
import { SendVerificationEmailMutation } from './people-documents';
import { SwitchOrganizationForm } from './switch-organization-form';
import './people.css';

/**
 * `/organizations`: the organizations this person can open (an account with the same verified
 * e-mail in each), the current one marked; another opens after proving its account.
 */
export function ChooseOrganizationPage() {
  const { session } = useRouteContext({ from: '__root__' });
  const [switching, setSwitching] = useState<{ slug: string; name: string } | null>(null);
  return (
    <section aria-labelledby="organizations-title">
      <h1 id="organizations-title">Choose an organization</h1>
      {session.organizations.length > 1 ? (
        <p>Your e-mail address has an account in each of these organizations. Open another to work there.</p>
      ) : (
        <p>
          You are in {session.organization.name} only. Organizations where your verified e-mail address also has an account are listed here.
        </p>
      )}
      {session.user.isEmailVerified ? null : <VerifyNudge email={session.user.email} />}
      <ul className="people-orgs" aria-label="Organizations">
        {session.organizations.map((org) => (
          <li key={org.slug}>
            <span>
              <strong>{org.name}</strong> <span className="muted">({org.slug})</span>
            </span>
            {org.slug === session.organization.slug ? (
              <span aria-current="true">Current</span>
            ) : (
              <Button aria-label={`Open ${org.name}`} onPress={() => setSwitching({ slug: org.slug, name: org.name })}>
                Open
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Modal title={`Switch to ${switching?.name ?? ''}`} isOpen={switching !== null} onOpenChange={(open) => !open && setSwitching(null)}>
        {switching ? <SwitchOrganizationForm org={switching} /> : null}
      </Modal>
    </section>
  );
}

/** Only a verified address opens other organizations: mail a new verification link. */
function VerifyNudge({ email }: { email: string }) {
  const [{ data, error, fetching }, send] = useMutation(SendVerificationEmailMutation);
  return (
    <div className="notice">
      <p>Your address {email} is not verified yet, so no other organization can be opened from here.</p>
      {data?.sendVerificationEmail ? (
        <p role="status">A verification link is on its way to {email}.</p>
      ) : (
        <Button isDisabled={fetching} onPress={() => void send({})}>
          Mail me a verification link
        </Button>
      )}
      {error ? (
        <p className="alert" role="alert">
          {errorInWords(error, { already_verified: 'Your address is already verified: reload the page.' })}
        </p>
      ) : null}
    </div>
  );
}
