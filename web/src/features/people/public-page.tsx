import type { PublicPage as Match } from './public-routes';
import { AcceptInvitationPage } from './accept-invitation-page';
import { SignUpPage } from './sign-up-page';
import { VerifyEmailPage } from './verify-email-page';
import './people.css';

/** The signed-out people page at this URL (loaded as its own chunk). */
export function PublicPage({ match }: { match: Match }) {
  if (match.page === 'invite') return <AcceptInvitationPage token={match.token} />;
  if (match.page === 'verify-email') return <VerifyEmailPage token={match.token} />;
  return <SignUpPage />;
}
