import { describe, expect, it } from 'vitest';
import { markdownHtml } from '../../src/render/markdown.js';

const render = (source: string) => markdownHtml(source).toString();

describe('markdownHtml', () => {
  it('draws Markdown: emphasis, headings, lists, code', () => {
    expect(render('**bold** _it_')).toBe('<p><strong>bold</strong> <em>it</em></p>\n');
    expect(render('# Title\n\n- a\n- b\n\n`x`')).toBe('<h1>Title</h1>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n<p><code>x</code></p>\n');
  });

  it('never passes raw HTML through: tags and event handlers come out as text', () => {
    const out = render('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)> <a href="javascript:x">y</a>');
    expect(out).not.toMatch(/<script|<img|<a /);
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('keeps http(s), mailto and relative links (rel noopener), refuses other protocols, loads no images', () => {
    expect(render('[a](https://example.test/x)')).toBe(
      '<p><a href="https://example.test/x" rel="nofollow noopener noreferrer" target="_blank">a</a></p>\n',
    );
    expect(render('[m](mailto:ops@example.test) [r](/dashboards/x)')).toContain('href="mailto:ops@example.test"');
    expect(render('[r](/dashboards/x)')).toContain('href="/dashboards/x"');
    for (const target of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,hi',
      'vbscript:x',
      'ftp://example.test/f',
      'file:///etc/passwd',
    ]) {
      expect(render(`[x](${target})`), target).not.toContain('<a');
    }
    expect(render('![pixel](https://tracker.test/p.gif)')).not.toContain('<img');
  });
});
