import { describe, expect, it } from 'vitest';
import { slugify } from '../../../src/domain/dashboards/dashboard-slug.js';

describe('slugify', () => {
  it('turns a name into lower-case words joined by hyphens', () => {
    expect(slugify('Sales Overview!')).toBe('sales-overview');
    expect(slugify('  Café — Q3/Q4 ')).toBe('cafe-q3-q4');
    expect(slugify('***')).toBe('dashboard');
    expect(slugify('a'.repeat(100)).length).toBe(60);
  });
});
