import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useMutation } from 'urql';
import { graphql } from '../../graphql/generated';
import { mutationDocument } from '../../graphql/errors';
import { errorInWords } from '../people/error-words';
import { useSessionReset } from '../../app/session-reset';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';

const SignInMutation = mutationDocument(
  graphql(`
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      ... on User {
        id
      }
      ...UserErrorFields
    }
  }
`),
);

/** A path on this origin only (never `//host` or a scheme), else null. */
function localPath(value: string | null): string | null {
  return value && /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : null;
}

/** E-mail and password; the server sets the session cookie, then the app opens at this URL. */
export function SignInPage({ signUpOpen = false }: { signUpOpen?: boolean }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [{ fetching, error }, signIn] = useMutation(SignInMutation);
  const reset = useSessionReset();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await signIn({ email, password });
    if (!result.data) return;
    // Server-drawn pages (a dashboard, a monitor) send signed-out visitors here with ?next=.
    const next = localPath(new URLSearchParams(location.search).get('next'));
    if (next) location.assign(next);
    else reset();
  }

  const message = errorInWords(error, { unauthenticated: 'Wrong e-mail or password.' });
  return (
    <main className="center-card">
      <h1>Sign in to Overlook</h1>
      <Form onSubmit={(event) => void submit(event)}>
        {message ? (
          <p className="alert" role="alert">
            {message}
          </p>
        ) : null}
        <TextField
          label="E-mail"
          type="email"
          name="email"
          autoComplete="username"
          isRequired
          value={email}
          onChange={setEmail}
          autoFocus
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          isRequired
          value={password}
          onChange={setPassword}
        />
        <Button type="submit" variant="primary" isDisabled={fetching}>
          Sign in
        </Button>
      </Form>
      {signUpOpen ? (
        <p>
          New to Overlook? <a href="/signup">Sign up</a>
        </p>
      ) : null}
    </main>
  );
}
