/** The HTML pieces of the shop's mails (the checkout's order mails, the CMS's shipping notice). */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `value` safe inside HTML text and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * A left-to-right value inside a mail's HTML (an amount, a reference, a document number, a phone
 * number), kept on one line and in its own order inside Arabic text: without it a phone's narrow
 * table breaks 'AED 39.00' after 'AED', and right-to-left text reads '-AED 28.25' as 'AED-' and
 * '+971501234567' as '971501234567+'.
 */
export function ltrHtml(value: string): string {
  return `<span dir="ltr" style="white-space:nowrap;unicode-bidi:isolate">${escapeHtml(value)}</span>`;
}

/** `text` escaped, with every occurrence of each of `values` in it kept left to right ({@link ltrHtml}). */
export function withLtrHtml(text: string, ...values: string[]): string {
  const kept = values.filter(Boolean);
  if (kept.length === 0) return escapeHtml(text);
  const pattern = new RegExp(`(${kept.map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);
  return text
    .split(pattern)
    .map((part, index) => (index % 2 === 1 ? ltrHtml(part) : escapeHtml(part)))
    .join('');
}

/**
 * `mail` with `notice` as its first line (a test shop's "no money was taken", docs/product.md "A test
 * shop says so"): in the text its own line then a blank one; in the HTML a small paragraph first in
 * `<body>` (first of all when the HTML has no body tag). A part the mail lacks stays absent; every
 * other field (subject, recipients, attachments) is kept as it is.
 */
export function withNoticeLine<Mail extends { text?: string; html?: string }>(
  mail: Mail,
  notice: string,
  direction: 'ltr' | 'rtl',
): Mail {
  const line =
    `<p dir="${direction}" style="margin:0 0 12px;padding:4px 8px;font-size:12px;` +
    `color:#5c4400;background:#fff4d6;border-radius:4px">${escapeHtml(notice)}</p>`;
  const marked = { ...mail };
  if (mail.text !== undefined) marked.text = `${notice}\n\n${mail.text}`;
  if (mail.html !== undefined) {
    const body = /<body[^>]*>/i.exec(mail.html);
    const at = body ? body.index + body[0].length : 0;
    marked.html = `${mail.html.slice(0, at)}${body ? '\n' : ''}${line}${mail.html.slice(at)}`;
  }
  return marked;
}
