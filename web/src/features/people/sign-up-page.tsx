import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useMutation, useQuery } from 'urql';
import { errorCode, fieldErrors } from '../../graphql/errors';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { errorInWords, useUntilEdited } from './error-words';
import { SignUpMutation, SignUpOpenQuery } from './people-documents';

const CLOSED = 'Sign-up is closed on this server. Ask an administrator of your organization for an invitation.';

/**
 * `/signup`: a new organization with the signer as its admin, when the server allows it
 * (SIGNUP=open); otherwise the page says that sign-up is closed. Signing up signs in and mails a
 * verification link to the address.
 */
export function SignUpPage() {
  const [{ data, error: lookupError }] = useQuery({ query: SignUpOpenQuery, requestPolicy: 'network-only' });
  const [orgName, setOrgName] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [{ fetching, error: signUpError }, signUp] = useMutation(SignUpMutation);
  const [error, edited] = useUntilEdited(signUpError);
  const invalid = fieldErrors(error);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await signUp({ orgName, name, email, password });
    // Signed in: the app opens afresh with the new session.
    if (result.data) location.assign('/');
  }

  if (lookupError || data?.signUpOpen === false || errorCode(signUpError) === 'signup_disabled') {
    return (
      <main className="center-card">
        <h1>Sign up for Overlook</h1>
        <p className={lookupError ? 'alert' : 'notice'} role={lookupError ? 'alert' : undefined}>
          {lookupError ? errorInWords(lookupError) : CLOSED}
        </p>
        <p>
          Already have an account? <a href="/">Sign in</a>
        </p>
      </main>
    );
  }
  if (!data)
    return (
      <p className="visually-hidden" role="status">
        Loading…
      </p>
    );

  const message = Object.keys(invalid).length ? null : errorInWords(error);
  return (
    <main className="center-card">
      <h1>Sign up for Overlook</h1>
      <p>Create an organization; you will be its administrator and can invite everyone else.</p>
      <Form onSubmit={(event) => void submit(event)}>
        {message ? (
          <p className="alert" role="alert">
            {message}
          </p>
        ) : null}
        <TextField
          label="Organization name"
          isRequired
          value={orgName}
          onChange={(value) => {
            setOrgName(value);
            edited();
          }}
          errorMessage={invalid.orgName}
          autoFocus
        />
        <TextField
          label="Your name"
          isRequired
          value={name}
          onChange={(value) => {
            setName(value);
            edited();
          }}
          autoComplete="name"
          errorMessage={invalid.name}
        />
        <TextField
          label="E-mail"
          type="email"
          description="We mail a link to verify it."
          isRequired
          value={email}
          onChange={(value) => {
            setEmail(value);
            edited();
          }}
          autoComplete="username"
          errorMessage={invalid.email}
        />
        <TextField
          label="Password"
          type="password"
          description="At least 8 characters."
          isRequired
          value={password}
          onChange={(value) => {
            setPassword(value);
            edited();
          }}
          autoComplete="new-password"
          errorMessage={invalid.password}
        />
        <Button type="submit" variant="primary" isDisabled={fetching}>
          Sign up
        </Button>
      </Form>
      <p>
        Already have an account? <a href="/">Sign in</a>
      </p>
    </main>
  );
}
