// The people flows' GraphQL documents: invitation, sign-up, e-mail verification, organization choice
// (typed by graphql-codegen's client preset, persisted at build).
import { graphql } from '../../graphql/generated';

export const InvitationStatusQuery = graphql(`
  query PeopleInvitation($token: String!) {
    invitation(token: $token) {
      email
      organization
      status
    }
  }
`);

export const AcceptInvitationMutation = graphql(`
  mutation PeopleAcceptInvitation($token: String!, $password: String!, $name: String) {
    acceptInvitation(token: $token, password: $password, name: $name) {
      apiKey
      user {
        id
        name
      }
    }
  }
`);

export const SignUpOpenQuery = graphql(`
  query PeopleSignUpOpen {
    signUpOpen
  }
`);

export const SignUpMutation = graphql(`
  mutation PeopleSignUp($orgName: String!, $name: String!, $email: String!, $password: String!) {
    signUp(orgName: $orgName, name: $name, email: $email, password: $password) {
      organization {
        id
      }
    }
  }
`);

export const VerifyEmailMutation = graphql(`
  mutation PeopleVerifyEmail($token: String!) {
    verifyEmail(token: $token) {
      email
      organization
    }
  }
`);

export const SendVerificationEmailMutation = graphql(`
  mutation PeopleSendVerificationEmail {
    sendVerificationEmail
  }
`);

export const RequestOrganizationCodeMutation = graphql(`
  mutation PeopleRequestOrganizationCode($orgSlug: String!) {
    requestOrganizationCode(orgSlug: $orgSlug)
  }
`);

export const SelectOrganizationMutation = graphql(`
  mutation PeopleSelectOrganization($orgSlug: String!, $password: String, $code: String) {
    selectOrganization(orgSlug: $orgSlug, password: $password, code: $code) {
      exchangeToken
      exchangeUrl
    }
  }
`);

export const ExchangeSessionMutation = graphql(`
  mutation PeopleExchangeSession($exchangeToken: String!) {
    exchangeSession(exchangeToken: $exchangeToken) {
      id
    }
  }
`);
