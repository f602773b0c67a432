import { useState, type FormEvent } from 'react';
import { Form, Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover, Separator, type Selection } from 'react-aria-components';
import { useMutation } from 'urql';
import { graphql } from '../../graphql/generated';
import { mutationDocument } from '../../graphql/errors';
import type { Session } from '../../features/session/session-query';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';
import { useSessionReset } from '../session-reset';
import { applyTheme, storedTheme, type Theme } from '../theme';

const SignOutMutation = mutationDocument(
  graphql(`
  mutation SignOut {
    signOut {
      ... on SignOutSuccess {
        __typename
        data
      }
      ...UserErrorFields
    }
  }
`),
);

const SelectOrganizationMutation = mutationDocument(
  graphql(`
  mutation SelectOrganization($orgSlug: String!, $password: String) {
    selectOrganization(orgSlug: $orgSlug, password: $password) {
      ... on OrganizationSelection {
        exchangeToken
        exchangeUrl
      }
      ...UserErrorFields
    }
  }
`),
);

const ExchangeSessionMutation = mutationDocument(
  graphql(`
  mutation ExchangeSession($exchangeToken: String!) {
    exchangeSession(exchangeToken: $exchangeToken) {
      ... on User {
        id
      }
      ...UserErrorFields
    }
  }
`),
);

/** The viewer's menu: theme (light, dark, system), the organization (for people in several), the shortcuts, and signing out. */
export function UserMenu({ session, onShowShortcuts }: { session: Session; onShowShortcuts: () => void }) {
  const [theme, setTheme] = useState<Theme>(storedTheme);
  const [, signOut] = useMutation(SignOutMutation);
  const [, selectOrganization] = useMutation(SelectOrganizationMutation);
  const [, exchangeSession] = useMutation(ExchangeSessionMutation);
  const reset = useSessionReset();

  function chooseTheme(selection: Selection) {
    const [chosen] = selection === 'all' ? [] : [...selection];
    if (chosen !== 'light' && chosen !== 'dark' && chosen !== 'system') return;
    applyTheme(chosen);
    setTheme(chosen);
  }

  /** The organization whose account the viewer is proving control of (the switch dialog is open for it). */
  const [switching, setSwitching] = useState<{ slug: string; name: string } | null>(null);

  async function onAction(key: React.Key) {
    const slug = String(key).startsWith('org:') ? String(key).slice(4) : null;
    const org = slug ? session.organizations.find((o) => o.slug === slug) : undefined;
    if (org) setSwitching({ slug: org.slug, name: org.name });
    if (key === 'shortcuts') onShowShortcuts();
    if (key === 'sign-out') {
      await signOut({});
      reset();
    }
  }

  return (
    <>
      <MenuTrigger>
        <Button variant="quiet">
          <span className="visually-hidden">User menu: </span>
          {session.user.name}
          <svg aria-hidden="true" width="10" height="10" viewBox="0 0 10 10">
            <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </Button>
        <Popover className="popover" placement="bottom end">
          <Menu className="menu" onAction={(key) => void onAction(key)}>
            <MenuSection selectionMode="single" selectedKeys={[theme]} onSelectionChange={chooseTheme} disallowEmptySelection>
              <Header className="menu-section-header">Theme</Header>
              <MenuItem className="menu-item" id="light">
                Light
              </MenuItem>
              <MenuItem className="menu-item" id="dark">
                Dark
              </MenuItem>
              <MenuItem className="menu-item" id="system">
                System
              </MenuItem>
            </MenuSection>
            <Separator className="separator" />
            {session.organizations.length > 1 ? (
              <MenuSection>
                <Header className="menu-section-header">Switch organization</Header>
                {session.organizations
                  .filter((org) => org.slug !== session.organization.slug)
                  .map((org) => (
                    <MenuItem className="menu-item" key={org.slug} id={`org:${org.slug}`} textValue={org.name}>
                      {org.name}
                    </MenuItem>
                  ))}
              </MenuSection>
            ) : null}
            {session.organizations.length > 1 ? <Separator className="separator" /> : null}
            <MenuItem className="menu-item" id="shortcuts">
              Keyboard shortcuts
            </MenuItem>
            <MenuItem className="menu-item" id="sign-out">
              Sign out
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
      <Modal title={`Switch to ${switching?.name ?? ''}`} isOpen={switching !== null} onOpenChange={(open) => !open && setSwitching(null)}>
        {switching ? <SwitchOrganizationForm org={switching} /> : null}
      </Modal>
    </>
  );
}

/**
 * A session in another organization needs proof of that organization's account at this moment:
 * its password (the server's rule; the same address alone proves nothing). A one-use token from
 * this session then opens the session there (same origin), else that organization's own sign-in page.
 */
function SwitchOrganizationForm({ org }: { org: { slug: string; name: string } }) {
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  const [{ fetching }, selectOrganization] = useMutation(SelectOrganizationMutation);
  const [, exchangeSession] = useMutation(ExchangeSessionMutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const selected = await selectOrganization({ orgSlug: org.slug, password });
    const target = selected.data?.selectOrganization;
    if (!target) {
      setMessage(selected.error?.graphQLErrors[0]?.message ?? 'The server cannot be reached.');
      return;
    }
    const origin = new URL(target.exchangeUrl).origin;
    if (origin !== location.origin) return location.assign(`${origin}/`);
    const exchanged = await exchangeSession({ exchangeToken: target.exchangeToken });
    // A fresh start in the other organization: nothing of this one's pages or cache carries over.
    if (exchanged.data?.exchangeSession) location.assign('/');
    else setMessage(exchanged.error?.graphQLErrors[0]?.message ?? 'The server cannot be reached.');
  }

  return (
    <Form onSubmit={(event) => void submit(event)}>
      <p>Enter the password of your account in {org.name}.</p>
      <TextField
        label="Password"
        type="password"
        isRequired
        autoFocus
        value={password}
        onChange={(value) => {
          setPassword(value);
          setMessage(undefined);
        }}
        errorMessage={message}
      />
      <Button type="submit" variant="primary" isDisabled={fetching}>
        Switch
      </Button>
    </Form>
  );
}
