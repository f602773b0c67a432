// The people flows' GraphQL documents: invitation, sign-up, e-mail verification, organization choice
// (typed by graphql-codegen's client preset, persisted at build). Each mutation selects its answer
// by type and ...UserErrorFields: typedErrorsExchange turns a typed refusal into the result's error.
import { graphql } from '../../graphql/generated';
import { mutationDocument } from '../../graphql/errors';

export const InvitationStatusQuery = graphql(`
  query PeopleInvitation($token: String!) {
    invitation(token: $token) {
      email
      organization
      status
    }
  }
`);

export const AcceptInvitationMutation = mutationDocument(
  graphql(`
  mutation PeopleAcceptInvitation($token: String!, $password: String!, $name: String) {
    acceptInvitation(token: $token, password: $password, name: $name) {
      ... on AcceptInvitationPayload {
        apiKey
        user {
          id
          name
        }
      }
      ...UserErrorFields
    }
  }
`),
);

export const SignUpOpenQuery = graphql(`
  query PeopleSignUpOpen {
    signUpOpen
  }
`);

export const SignUpMutation = mutationDocument(
  graphql(`
  mutation PeopleSignUp($orgName: String!, $name: String!, $email: String!, $password: String!) {
    signUp(orgName: $orgName, name: $name, email: $email, password: $password) {
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

export const VerifyEmailMutation = mutationDocument(
  graphql(`
  mutation PeopleVerifyEmail($token: String!) {
    verifyEmail(token: $token) {
      ... on VerifiedEmail {
        email
        organization
      }
      ...UserErrorFields
    }
  }
`),
);

export const SendVerificationEmailMutation = mutationDocument(
  graphql(`
  mutation PeopleSendVerificationEmail {
    sendVerificationEmail {
      ... on SendVerificationEmailSuccess {
        __typename
        data
      }
      ...UserErrorFields
    }
  }
`),
);

export const RequestOrganizationCodeMutation = mutationDocument(
  graphql(`
  mutation PeopleRequestOrganizationCode($orgSlug: String!) {
    requestOrganizationCode(orgSlug: $orgSlug) {
      ... on RequestOrganizationCodeSuccess {
        __typename
        data
      }
      ...UserErrorFields
    }
  }
`),
);

export const SelectOrganizationMutation = mutationDocument(
  graphql(`
  mutation PeopleSelectOrganization($orgSlug: String!, $password: String, $code: String) {
    selectOrganization(orgSlug: $orgSlug, password: $password, code: $code) {
      ... on OrganizationSelection {
        exchangeToken
        exchangeUrl
      }
      ...UserErrorFields
    }
  }
`),
);

export const ExchangeSessionMutation = mutationDocument(
  graphql(`
  mutation PeopleExchangeSession($exchangeToken: String!) {
    exchangeSession(exchangeToken: $exchangeToken) {
      ... on User {
        id
      }
      ...UserErrorFields
    }
  }
`),
);
