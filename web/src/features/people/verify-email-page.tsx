import { useMutation } from 'urql';
import { Button } from '../../ui/button';
import { errorInWords } from './error-words';
import { VerifyEmailMutation } from './people-documents';

const NOT_VALID =
  'This verification link is not valid any more: it was already used, a newer link replaced it, or it is older than 24 hours. ' +
  'Sign in to have a new one mailed.';

/**
 * `/verify_email/{token}`, the link of a verification e-mail. Opening it changes nothing (mail
 * scanners open links); the button verifies the address.
 */
export function VerifyEmailPage({ token }: { token: string }) {
  const [{ data, error, fetching }, verify] = useMutation(VerifyEmailMutation);
  const verified = data?.verifyEmail;
  const problem = errorInWords(error, { not_found: NOT_VALID });
  return (
    <main className="center-card">
      <h1>Verify your e-mail address</h1>
      {verified ? (
        <>
          <p role="status">
            {verified.email} is verified for {verified.organization}.
          </p>
          <p>
            <a href="/">Open Overlook</a>
          </p>
        </>
      ) : (
        <>
          <p>Confirm that this address is yours.</p>
          {problem ? (
            <p className="alert" role="alert">
              {problem}
            </p>
          ) : null}
          <Button variant="primary" isDisabled={fetching} onPress={() => void verify({ token })}>
            Verify e-mail address
          </Button>
        </>
      )}
    </main>
  );
}
