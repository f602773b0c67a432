import { useState } from 'react';
import { Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover, Separator, type Selection } from 'react-aria-components';
import { useMutation } from 'urql';
import { graphql } from '../../graphql/generated';
import { mutationDocument } from '../../graphql/errors';
import type { Session } from '../../features/session/session-query';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { SwitchOrganizationForm } from '../../features/people/switch-organization-form';
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

/** The viewer's menu: theme (light, dark, system), the organization (for people in several), the shortcuts, and signing out. */
export function UserMenu({ session, onShowShortcuts }: { session: Session; onShowShortcuts: () => void }) {
  const [theme, setTheme] = useState<Theme>(storedTheme);
  const [, signOut] = useMutation(SignOutMutation);
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
                <MenuItem className="menu-item" id="organizations" href="/organizations">
                  All organizations…
                </MenuItem>
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
