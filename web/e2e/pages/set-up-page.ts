import type { Page } from 'playwright-core';

/** The first-run set-up form at `/?setup_token=…`. */
export class SetUpPage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { name: 'Set up Overlook' });
  }

  async setUp(fields: { orgName: string; name: string; email: string; password: string }): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Organization name' }).fill(fields.orgName);
    await this.page.getByRole('textbox', { name: 'Your name' }).fill(fields.name);
    await this.page.getByRole('textbox', { name: 'E-mail' }).fill(fields.email);
    await this.page.getByLabel('Password').fill(fields.password);
    await this.page.getByRole('button', { name: 'Create organization' }).click();
  }
}
