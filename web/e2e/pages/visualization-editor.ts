import type { Page } from 'playwright-core';

/** Beside a query's results: "New visualization", its "Type" select, mapping and looks, and the live preview. */
export class VisualizationEditor {
  constructor(private readonly page: Page) {}

  type() {
    return this.page.getByRole('combobox', { name: 'Type' });
  }

  column(axis: 'X column' | 'Series column') {
    return this.page.getByRole('combobox', { name: axis });
  }

  field(name: 'X axis title' | 'Y axis title' | 'Number format' | 'Visualization name') {
    return this.page.getByLabel(name, { exact: true });
  }

  legend() {
    return this.page.getByRole('combobox', { name: 'Legend' });
  }

  /** A drawn chart (role img, named after the visualization). */
  chart(name: string) {
    return this.page.getByRole('img', { name, exact: true });
  }
}
