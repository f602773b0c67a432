// The key a kept answer is filed under (rest/kept-answers.ts): one per viewer state and origin.
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../src/auth/viewer.js';
import type { Context } from '../../src/context.js';
import { answerKey } from '../../rest/kept-answers.js';

function viewer(overrides: Partial<Viewer> = {}): Viewer {
  return {
    id: 7,
    name: 'Vi',
    email: 'vi@acme.test',
    emailVerified: true,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-02T00:00:00Z'),
    org: { id: 1, slug: 'acme', name: 'Acme', domain: null },
    groups: [{ id: 3, type: 'default', restricted: false, permissions: new Set(['view_query']), dataSourceIds: new Set([1, 2]) }],
    permissions: new Set(['view_query']),
    isAdmin: false,
    via: 'key',
    ...overrides,
  } as Viewer;
}

const key = (v: Viewer | null, origin = 'http://a.test') =>
  answerKey({ viewer: v, secure: origin.startsWith('https'), requestOrigin: origin } as Context, 'dashboard x');

describe('answerKey', () => {
  it('is the same for two loads of an unchanged viewer, and none without one', () => {
    expect(key(viewer())).toBe(key(viewer()));
    expect(key(null)).toBeNull();
  });

  it('differs for any difference in the viewer, its sets included, or in the origin', () => {
    const base = key(viewer());
    const variants = [
      viewer({ id: 8 }),
      viewer({ permissions: new Set(['view_query', 'edit_dashboard']) as Viewer['permissions'] }),
      viewer({ isAdmin: true }),
      viewer({ via: 'session', session: { id: 1, csrfToken: 't' } }),
      viewer({ org: { id: 1, slug: 'acme', name: 'Acme', domain: 'dash.acme.test' } }),
      viewer({
        groups: [
          {
            id: 3,
            type: 'default',
            restricted: false,
            permissions: new Set(['view_query']) as Viewer['permissions'],
            dataSourceIds: new Set([1]),
          },
        ],
      }),
      viewer({
        groups: [
          {
            id: 3,
            type: 'default',
            restricted: true,
            permissions: new Set(['view_query']) as Viewer['permissions'],
            dataSourceIds: new Set([1, 2]),
          },
        ],
      }),
    ];
    const keys = variants.map((v) => key(v));
    for (const k of keys) expect(k).not.toBe(base);
    expect(new Set(keys).size).toBe(keys.length);
    expect(key(viewer(), 'http://b.test')).not.toBe(base);
    expect(key(viewer(), 'https://a.test')).not.toBe(base);
  });
});
