import { createHash } from 'node:crypto';
import { html, raw, type Html } from './html.js';

/** The stylesheet of every drawn page: dashboards (page and embed) and their message pages. */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f3f4f6}
header{padding:16px 20px;background:#fff;border-bottom:1px solid #e5e7eb}
header h1{margin:0;font-size:20px}
header p{margin:4px 0 0;color:#6b7280;font-size:13px}
main{padding:12px}
.grid{display:grid;grid-template-columns:repeat(6,minmax(0,1fr));gap:12px}
.widget{grid-column:span var(--w,6);background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:12px 14px;min-width:0;overflow:hidden}
.widget h2{margin:0 0 8px;font-size:15px;font-weight:600}
.widget .sub{color:#6b7280;font-size:12px;margin:-4px 0 8px}
.chart svg{width:100%;height:auto;display:block}
.chart .narrow{display:none}
.table{overflow-x:auto;-webkit-overflow-scrolling:touch}
table{border-collapse:collapse;width:100%;font-size:13px}
th,td{padding:6px 8px;border-bottom:1px solid #f0f0f0;text-align:left;white-space:nowrap}
th{background:#f9fafb;font-weight:600;position:sticky;top:0}
td.num{text-align:right;font-variant-numeric:tabular-nums}
.counter{text-align:center;padding:16px 0}
.counter .value{font-size:44px;font-weight:700;line-height:1.1}
.counter .target{color:#6b7280;font-size:14px;margin-top:4px}
.counter .up{color:#15803d}.counter .down{color:#b91c1c}
.counter .label{color:#6b7280;margin-top:4px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:0}
dt{color:#6b7280}dd{margin:0;overflow-wrap:anywhere}
.text{overflow-wrap:anywhere}.text>:first-child{margin-top:0}.text>:last-child{margin-bottom:0}
.empty{color:#6b7280;font-style:italic}
.more{color:#6b7280;font-size:12px;margin-top:6px}
.embed main{padding:0}.embed .widget{border:0;border-radius:0}
@media (max-width:720px){.widget{grid-column:1/-1}main{padding:8px}.grid{gap:8px}.chart .wide{display:none}.chart .narrow{display:block}}
.notfound{max-width:480px;margin:15vh auto;text-align:center;padding:24px}
a{color:#1d4ed8}
.page{max-width:920px;margin:0 auto;padding:16px}
.page section{background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:12px 14px;margin-bottom:12px}
.page h2{margin:0 0 8px;font-size:16px}
.list{list-style:none;padding:0;margin:0}.list li{padding:6px 0;border-bottom:1px solid #f0f0f0}.list li:last-child{border-bottom:0}
.signin{max-width:360px;margin:12vh auto;background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:20px}
.signin h1{margin:0 0 12px;font-size:20px}.signin label{display:block;margin:0 0 12px}
.signin input{display:block;width:100%;margin-top:4px;padding:8px;border:1px solid #d1d5db;border-radius:6px;font:inherit}
button{padding:8px 14px;border:0;border-radius:6px;background:#1d4ed8;color:#fff;font:inherit;cursor:pointer}
.page .sub{color:#6b7280;font-size:12px}.alert{color:#b91c1c}.state{font-weight:700}.state-triggered{color:#b91c1c}.state-ok{color:#15803d}
`;

/** The stylesheet's hash, for a Content-Security-Policy that allows exactly this inline style. */
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/**
 * No script at all; the inline stylesheet by hash; style attributes only for the SVG charts
 * and the grid spans. Embeds may be framed anywhere, the full page nowhere. Forms post nowhere
 * unless `forms` (the sign-in page, which posts to its own origin).
 */
export function contentSecurityPolicy(embed: boolean, forms = false): string {
  return [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "base-uri 'none'",
    `form-action ${forms ? "'self'" : "'none'"}`,
    `frame-ancestors ${embed ? '*' : "'none'"}`,
  ].join('; ');
}

/** A whole page: `content` inside the document shell with the stylesheet (nothing around it: the CSP hash covers the element's exact text). */
export function pageDocument(title: string, bodyClass: string, content: Html): Html {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="robots" content="noindex" />
        <meta name="referrer" content="no-referrer" />
        <title>${title}</title>
        <link rel="icon" href="data:," />
        <style>${raw(STYLE)}</style>
      </head>
      <body class="${bodyClass}">
        ${content}
      </body>
    </html>`;
}

/** A page that only says something: not found, sign in, too many requests, an error. */
export function messagePage(title: string, message: string): Html {
  return pageDocument(
    title,
    'message',
    html`<div class="notfound">
      <h1>${title}</h1>
      <p>${message}</p>
    </div>`,
  );
}
