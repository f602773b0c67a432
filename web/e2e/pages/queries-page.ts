import type { Page } from 'playwright-core';

/** `/queries`: the list with its search, tag and favorite filters. */
export class QueriesPage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { name: 'Queries', level: 1 });
  }

  async search(text: string): Promise<void> {
    const box = this.page.getByRole('searchbox', { name: 'Search by name' });
    await box.fill(text);
    await box.press('Enter');
  }

  rows() {
    return this.page.getByRole('table').getByRole('row');
  }

  queryLink(name: string) {
    return this.page.getByRole('table').getByRole('link', { name, exact: true });
  }

  tagOption(name: string) {
    return this.page.getByRole('grid', { name: 'Tags' }).getByRole('row', { name: new RegExp(`^${name}\\b`) });
  }

  favoritesOnly() {
    return this.page.getByRole('checkbox', { name: 'Favorites only' });
  }

  newQueryButton() {
    return this.page.getByRole('link', { name: 'New query' });
  }
}
