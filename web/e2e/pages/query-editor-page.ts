import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** `/queries/new` and `/queries/$id`: the query editor, by the accessible names that are its contract. */
export class QueryEditorPage {
  constructor(private readonly page: Page) {}

  dataSource() {
    return this.page.getByRole('combobox', { name: 'Data source' });
  }

  sql() {
    return this.page.getByRole('textbox', { name: 'SQL' });
  }

  /** The editor's text, line by line (CodeMirror draws one element per line). */
  lines(): Promise<string[]> {
    return this.sql().locator('.cm-line').allTextContents();
  }

  /** The schema browser's tables and columns (each a button that inserts its name). */
  schemaList() {
    return this.page.getByRole('list', { name: 'Tables and columns' });
  }

  /** Replaces the editor's text (CodeMirror's content is a contenteditable textbox). */
  async write(sql: string): Promise<void> {
    await this.sql().click();
    await this.page.keyboard.press('ControlOrMeta+a');
    await this.page.keyboard.press('Delete');
    await this.page.keyboard.insertText(sql);
  }

  button(name: 'Run' | 'Cancel' | 'Save' | 'Publish' | 'Format SQL' | 'New visualization' | 'Create visualization') {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** The live status line: "Running… N rows fetched, T s", "N rows in T s" ("1 row"), "Cancelled.", "Failed.". */
  status() {
    return this.page.locator('.query-status');
  }

  notice() {
    return this.page.locator('.notice');
  }

  error() {
    return this.page.locator('.query-main [role="alert"]');
  }

  grid() {
    return this.page.getByRole('grid', { name: 'Results' });
  }

  /** The cells of a grid row, by its aria-rowindex (the header is 1). */
  rowCells(rowIndex: number) {
    return this.grid().locator(`[role="row"][aria-rowindex="${rowIndex}"] [role="gridcell"]`);
  }

  async runAndWait(rows: string, timeout = 60_000): Promise<void> {
    await this.button('Run').click();
    await expect.poll(() => this.status().textContent(), { timeout }).toMatch(new RegExp(`^${rows} rows? in \\d+\\.\\d\\d s$`));
  }

  /** The global id the URL names (after Save moved /queries/new to /queries/$id). */
  async openedId(): Promise<string> {
    await this.page.waitForURL(/\/queries\/(?!new)[^/?]+/);
    return decodeURIComponent(/\/queries\/([^/?]+)/.exec(this.page.url())![1]);
  }
}
