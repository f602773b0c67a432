import MarkdownIt from 'markdown-it';

/**
 * A text widget's Markdown as the server's pages draw it (src/render/markdown.ts): raw HTML is
 * escaped (`html: false`), images are off, and links go to http(s), mailto or relative targets only,
 * opening in a new tab without a referrer.
 */
const SAFE_LINK = /^(https?:|mailto:|[/#?.]|[^:]*$)/i;

const markdown = new MarkdownIt('commonmark', { html: false, linkify: false, typographer: false }).disable(['image']);
const defaultValidateLink = markdown.validateLink.bind(markdown);
markdown.validateLink = (url) => defaultValidateLink(url) && SAFE_LINK.test(url.trim());
const renderLinkOpen = markdown.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  tokens[idx].attrSet('rel', 'nofollow noopener noreferrer');
  tokens[idx].attrSet('target', '_blank');
  return renderLinkOpen(tokens, idx, options, env, self);
};

/** Safe markup for a text widget (nothing the author wrote passes as HTML). */
export function markdownHtml(source: string): string {
  return markdown.render(source);
}
