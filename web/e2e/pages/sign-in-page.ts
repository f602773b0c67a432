import type { Page } from 'playwright-core';

/** The sign-in form the app shows at any URL while signed out. */
export class SignInPage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { name: 'Sign in to Overlook' });
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  alert() {
    return this.page.getByRole('alert');
  }
}
