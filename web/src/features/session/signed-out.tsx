import { useQuery } from 'urql';
import { graphql } from '../../graphql/generated';
import { SetUpPage } from './set-up-page';
import { SignInPage } from './sign-in-page';

const SetUpNeededQuery = graphql(`
  query SetUpNeeded {
    setUpNeeded
    signUpOpen
  }
`);

/** Signed out: the first-run set-up while Overlook has no organization, else the sign-in form (at whatever URL was opened). */
export function SignedOut() {
  const [{ data }] = useQuery({ query: SetUpNeededQuery, requestPolicy: 'network-only' });
  if (!data) return null;
  return data.setUpNeeded ? <SetUpPage /> : <SignInPage signUpOpen={data.signUpOpen} />;
}
