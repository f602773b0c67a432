import type { Page } from 'playwright-core';

/** `/dashboards` and `/dashboards/{slug}`: the list, the grid editor, its dialogs, by their accessible names. */
export class DashboardPage {
  constructor(private readonly page: Page) {}

  button(name: 'New dashboard' | 'Add widget' | 'Share' | 'Publish' | 'Refresh') {
    return this.page.getByRole('button', { name, exact: true });
  }

  heading(name: string) {
    return this.page.getByRole('heading', { name, level: 1 });
  }

  /** The draft banner ("who can see what"); absent once the draft is published. */
  draftBanner() {
    return this.page.getByRole('note', { name: 'Draft' });
  }

  notice() {
    return this.page.locator('.dashboard-notice');
  }

  addWidgetDialog() {
    return this.page.getByRole('dialog', { name: 'Add widget' });
  }

  shareDialog() {
    return this.page.getByRole('dialog', { name: 'Share' });
  }

  /** A widget on the grid, by its database id (REST's). */
  widget(id: number) {
    return this.page.locator(`section.widget[data-widget-id="${id}"]`);
  }

  widgets() {
    return this.page.locator('.dashboard-grid section.widget');
  }

  moveHandle(id: number) {
    return this.widget(id).getByRole('button', { name: 'Move', exact: true });
  }

  /** A drawn chart (role img, named after its visualization). */
  chart(name: string) {
    return this.page.getByRole('img', { name, exact: true });
  }

  /** The dashboard's slug, from the URL. */
  slug(): string {
    return decodeURIComponent(new URL(this.page.url()).pathname.split('/')[2]);
  }
}
