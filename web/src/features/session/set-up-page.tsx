import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useMutation } from 'urql';
import { graphql } from '../../graphql/generated';
import { errorCode, fieldErrors, mutationDocument } from '../../graphql/errors';
import { useSessionReset } from '../../app/session-reset';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useUntilEdited } from '../people/error-words';

const SetUpMutation = mutationDocument(
  graphql(`
  mutation SetUpFirstOrganization($token: String!, $orgName: String!, $name: String!, $email: String!, $password: String!) {
    setUpFirstOrganization(token: $token, orgName: $orgName, name: $name, email: $email, password: $password) {
      ... on SignUpPayload {
        organization {
          id
        }
      }
      ...UserErrorFields
    }
  }
`),
);

const TOKEN_PARAM = 'setup_token';

/**
 * First run: the organization and its first admin. The one-time token comes in the URL the start
 * log printed (`/?setup_token=…`), or is pasted here; it leaves the address bar once used.
 */
export function SetUpPage() {
  const [token, setToken] = useState(() => new URLSearchParams(location.search).get(TOKEN_PARAM) ?? '');
  const [orgName, setOrgName] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [{ fetching, error: setUpError }, setUp] = useMutation(SetUpMutation);
  const [error, edited] = useUntilEdited(setUpError);
  const reset = useSessionReset();
  const invalid = fieldErrors(error);
  const tokenFromUrl = new URLSearchParams(location.search).has(TOKEN_PARAM);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await setUp({ token: token.trim(), orgName, name, email, password });
    if (!result.data) return;
    const url = new URL(location.href);
    url.searchParams.delete(TOKEN_PARAM);
    history.replaceState(null, '', url);
    reset();
  }

  const code = errorCode(error);
  const message =
    code === 'setup_token_invalid'
      ? 'This set-up token is not the one the server printed. Open the URL from its start log.'
      : code === 'already_set_up'
        ? 'Overlook is already set up. Reload the page to sign in.'
        : code === 'validation_failed' || !error
          ? null
          : (error.graphQLErrors[0]?.message ?? 'The server cannot be reached.');
  return (
    <main className="center-card">
      <h1>Set up Overlook</h1>
      <p>Create your organization and its first administrator. You can invite everyone else afterwards.</p>
      <Form onSubmit={(event) => void submit(event)}>
        {message ? (
          <p className="alert" role="alert">
            {message}
          </p>
        ) : null}
        {tokenFromUrl ? null : (
          <TextField
            label="Set-up token"
            description="Printed in the server's start log with the URL to open."
            isRequired
            value={token}
            onChange={(value) => {
              setToken(value);
              edited();
            }}
            errorMessage={invalid.token}
          />
        )}
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
          Create organization
        </Button>
      </Form>
    </main>
  );
}
