import type { Page } from 'playwright-core';

/** The app shell around every signed-in page: navigation, search, the user menu. */
export class Shell {
  constructor(private readonly page: Page) {}

  navigation() {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  navLink(name: 'Queries' | 'Dashboards' | 'Monitors' | 'Admin') {
    return this.navigation().getByRole('link', { name, exact: true });
  }

  userMenuButton() {
    return this.page.getByRole('button', { name: /^User menu/ });
  }

  async chooseTheme(theme: 'Light' | 'Dark' | 'System'): Promise<void> {
    await this.userMenuButton().click();
    await this.page.getByRole('menuitemradio', { name: theme }).click();
  }

  async signOut(): Promise<void> {
    await this.userMenuButton().click();
    await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
  }

  async switchOrganization(name: string, password: string): Promise<void> {
    await this.userMenuButton().click();
    await this.page.getByRole('menuitem', { name }).click();
    const dialog = this.page.getByRole('dialog', { name: `Switch to ${name}` });
    await dialog.getByRole('textbox', { name: 'Password' }).fill(password);
    await dialog.getByRole('button', { name: 'Switch' }).click();
  }

  async openSearch(): Promise<void> {
    await this.page.keyboard.press('Control+k');
  }

  searchBox() {
    return this.page.getByRole('searchbox', { name: 'Search queries and dashboards' });
  }
}
