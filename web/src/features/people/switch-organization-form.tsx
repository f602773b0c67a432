import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useMutation } from 'urql';
import { errorCode, fieldErrors } from '../../graphql/errors';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { errorInWords, useUntilEdited } from './error-words';
import { ExchangeSessionMutation, RequestOrganizationCodeMutation, SelectOrganizationMutation } from './people-documents';

const PROOF_FAILED = 'That password or code does not prove your account in this organization.';

/**
 * A session in another organization needs proof of that organization's account at this moment:
 * its password, or a one-use code mailed to it (the server's rule; the same address alone proves
 * nothing). A one-use token from this session then opens the session there (same origin), else
 * that organization's own address is opened.
 */
export function SwitchOrganizationForm({ org }: { org: { slug: string; name: string } }) {
  const [secret, setSecret] = useState('');
  const [byCode, setByCode] = useState(false);
  const [mailed, setMailed] = useState(false);
  const [selected, selectOrganization] = useMutation(SelectOrganizationMutation);
  const [requested, requestCode] = useMutation(RequestOrganizationCodeMutation);
  const [exchanged, exchangeSession] = useMutation(ExchangeSessionMutation);
  const [selectError, edited] = useUntilEdited(selected.error);
  const invalid = fieldErrors(selectError);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await selectOrganization(byCode ? { orgSlug: org.slug, code: secret.trim() } : { orgSlug: org.slug, password: secret });
    const target = result.data?.selectOrganization;
    if (!target) return;
    const origin = new URL(target.exchangeUrl).origin;
    if (origin !== location.origin) return location.assign(`${origin}/`);
    const done = await exchangeSession({ exchangeToken: target.exchangeToken });
    // A fresh start in the other organization: nothing of this one's pages or cache carries over.
    if (done.data?.exchangeSession) location.assign('/');
  }

  async function mailCode() {
    const result = await requestCode({ orgSlug: org.slug });
    if (result.data?.requestOrganizationCode) {
      setMailed(true);
      setByCode(true);
      setSecret('');
    }
  }

  // A refused proof marks the field itself (aria-invalid, its message under it); other failures are an alert.
  const proofFailed = errorCode(selectError) === 'switch_proof_failed';
  const fieldMessage = invalid.password ?? invalid.code ?? (proofFailed ? PROOF_FAILED : undefined);
  const failure = fieldMessage ? undefined : (errorInWords(selectError) ?? errorInWords(exchanged.error) ?? errorInWords(requested.error));
  return (
    <Form onSubmit={(event) => void submit(event)} aria-label={`Switch to ${org.name}`}>
      <p>
        {byCode
          ? `Enter the code mailed to your address in ${org.name}.`
          : `Enter the password of your account in ${org.name}, or have a code mailed to it.`}
      </p>
      {mailed ? <p role="status">A code is on its way to your address; it works once, for 10 minutes.</p> : null}
      {failure ? (
        <p className="alert" role="alert">
          {failure}
        </p>
      ) : null}
      <TextField
        key={byCode ? 'code' : 'password'}
        label={byCode ? 'Code' : 'Password'}
        type={byCode ? 'text' : 'password'}
        autoComplete={byCode ? 'one-time-code' : 'current-password'}
        isRequired
        autoFocus
        value={secret}
        onChange={(value) => {
          setSecret(value);
          edited();
        }}
        errorMessage={fieldMessage}
      />
      <div className="people-actions">
        <Button type="submit" variant="primary" isDisabled={selected.fetching || exchanged.fetching}>
          Switch
        </Button>
        {byCode ? (
          <Button
            variant="quiet"
            onPress={() => {
              setByCode(false);
              setSecret('');
            }}
          >
            Use the password instead
          </Button>
        ) : (
          <Button variant="quiet" isDisabled={requested.fetching} onPress={() => void mailCode()}>
            Mail me a code
          </Button>
        )}
      </div>
    </Form>
  );
}
