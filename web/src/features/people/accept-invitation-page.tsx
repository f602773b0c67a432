import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useMutation, useQuery } from 'urql';
import { errorCode, fieldErrors } from '../../graphql/errors';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { errorInWords, useUntilEdited } from './error-words';
import { AcceptInvitationMutation, InvitationStatusQuery } from './people-documents';

const NOT_VALID =
  'This invitation link is not valid: it may be mistyped, expired, or withdrawn. Ask your administrator for a new invitation.';

/**
 * `/invite/{token}`, the link of an invitation e-mail: choose a password to accept. Accepting signs
 * in and answers the new API key, shown here once; "Continue to Overlook" then opens the app.
 */
export function AcceptInvitationPage({ token }: { token: string }) {
  const [{ data, error, fetching }] = useQuery({ query: InvitationStatusQuery, variables: { token }, requestPolicy: 'network-only' });
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [accepted, accept] = useMutation(AcceptInvitationMutation);
  const invitation = data?.invitation;
  const apiKey = accepted.data?.acceptInvitation.apiKey;
  const [acceptError, edited] = useUntilEdited(accepted.error);
  const invalid = fieldErrors(acceptError);

  async function submit(event: FormEvent) {
    event.preventDefault();
    await accept({ token, password, name: name.trim() || null });
  }

  if (apiKey) {
    return (
      <main className="center-card">
        <h1>Welcome, {accepted.data!.acceptInvitation.user.name}</h1>
        <p role="status">You have joined {invitation?.organization ?? 'the organization'} and are signed in.</p>
        <p>Your API key, for scripts and API clients. It is shown this once; an administrator can regenerate it later.</p>
        <p className="people-secret" aria-label="Your API key">
          {apiKey}
        </p>
        <div className="people-actions">
          <Button variant="primary" autoFocus onPress={() => location.assign('/')}>
            Continue to Overlook
          </Button>
        </div>
      </main>
    );
  }

  const lookupProblem =
    errorCode(error) === 'not_found'
      ? NOT_VALID
      : error
        ? errorInWords(error)
        : invitation?.status === 'expired'
          ? 'This invitation has expired. Ask your administrator for a new one.'
          : invitation?.status === 'accepted'
            ? 'This invitation was already accepted. Sign in with the password chosen then.'
            : null;
  const acceptProblem = Object.keys(invalid).length
    ? null
    : errorInWords(acceptError, {
        not_found: NOT_VALID,
        already_accepted: 'This invitation was already accepted. Sign in with the password chosen then.',
      });

  return (
    <main className="center-card">
      <h1>Join Overlook</h1>
      {fetching && !data && !error ? (
        <p role="status">Looking up the invitation…</p>
      ) : lookupProblem ? (
        <>
          <p className="alert" role="alert">
            {lookupProblem}
          </p>
          <p>
            <a href="/">Sign in</a>
          </p>
        </>
      ) : invitation ? (
        <>
          <p>
            You are invited to <strong>{invitation.organization}</strong> as {invitation.email}. Choose a password to accept.
          </p>
          <Form onSubmit={(event) => void submit(event)}>
            {acceptProblem ? (
              <p className="alert" role="alert">
                {acceptProblem}
              </p>
            ) : null}
            <TextField
              label="Your name"
              description="Optional: keeps the name your administrator entered when left empty."
              value={name}
              onChange={(value) => {
                setName(value);
                edited();
              }}
              autoComplete="name"
              errorMessage={invalid.name}
            />
            <TextField
              label="Password"
              type="password"
              description="At least 8 characters."
              isRequired
              autoFocus
              value={password}
              onChange={(value) => {
                setPassword(value);
                edited();
              }}
              autoComplete="new-password"
              errorMessage={invalid.password}
            />
            <Button type="submit" variant="primary" isDisabled={accepted.fetching}>
              Accept invitation
            </Button>
          </Form>
        </>
      ) : null}
    </main>
  );
}
