import MarkdownIt from 'markdown-it';
import { raw, type Html } from './html.js';

/**
 * Markdown as text widgets write it. Raw HTML is never passed through (`html: false` escapes
 * it, so `<script>` shows as text); links keep markdown-it's protocol check (no javascript:,
 * vbscript:, file: or data:) and are limited further to http(s), mailto and relative targets.
 * Images are off: a page or digest never loads what a widget's author points at.
 */
const markdown = new MarkdownIt('commonmark', { html: false, linkify: false, typographer: false }).disable(['image']);

const SAFE_LINK = /^(https?:|mailto:|[/#?.]|[^:]*$)/i;
const defaultValidateLink = markdown.validateLink.bind(markdown);
markdown.validateLink = (url) => defaultValidateLink(url) && SAFE_LINK.test(url.trim());

const renderLinkOpen = markdown.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  tokens[idx].attrSet('rel', 'nofollow noopener noreferrer');
  tokens[idx].attrSet('target', '_blank');
  return renderLinkOpen(tokens, idx, options, env, self);
};

/** A text widget's Markdown as safe markup (see `markdown` above for what is refused). */
export function markdownHtml(source: string): Html {
  return raw(markdown.render(source));
}
