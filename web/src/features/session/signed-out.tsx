import { SignInPage } from './sign-in-page';

/** Signed out: the sign-in form at whatever URL was opened. */
export function SignedOut() {
  return <SignInPage />;
}
