import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../graphql/generated';

/** Who is signed in, in which organization, with which permissions: read once per session. */
export const AppSessionQuery = graphql(`
  query AppSession {
    session {
      permissions
      user {
        id
        name
        email
        isEmailVerified
      }
      organization {
        id
        name
        slug
      }
      organizations {
        id
        name
        slug
      }
    }
  }
`);

export type Session = ResultOf<typeof AppSessionQuery>['session'];

/** The server decides what a viewer may do: `admin` among the effective permissions. */
export function isAdmin(session: Session): boolean {
  return session.permissions.includes('admin');
}
