import { readFileSync } from 'node:fs';

/**
 * The shop's logo in every mail: the header's 'O' mark (web/public/favicon.svg) as a 96 × 96 PNG
 * (assets/mail-logo.png, shown at 48 × 48 px), attached inline and referenced by `cid:` from the
 * HTML part. Inline, not a remote image: mail clients that block remote images still show it, and
 * PNG, not SVG: Gmail and Outlook do not show SVG.
 */
export const MAIL_LOGO_CID = 'logo@outlet-shop';

const LOGO_PNG = readFileSync(new URL('../../assets/mail-logo.png', import.meta.url));

/** A file attached to a mail; `cid` makes it inline (shown where the HTML says `cid:<cid>`). */
export interface MailAttachment {
  filename: string;
  /** The file's bytes. */
  content: Buffer;
  contentType: string;
  cid?: string;
}

/** The logo as nodemailer's inline attachment, for {@link mailLogoHtml} to show. */
export function mailLogoAttachment(): MailAttachment {
  return { filename: 'outlet-shop-logo.png', content: LOGO_PNG, contentType: 'image/png', cid: MAIL_LOGO_CID };
}

/**
 * The mail's HTML header: the logo and the shop's name beside it.
 *
 * @param name the shop's name in the mail's language; also the image's alt text.
 */
export function mailLogoHtml(name: string): string {
  const safe = name.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return (
    `<p style="margin:0 0 16px"><img src="cid:${MAIL_LOGO_CID}" width="48" height="48" alt="${safe}" ` +
    `style="vertical-align:middle;border:0;border-radius:12px"> ` +
    `<span style="vertical-align:middle;font-family:Georgia,serif;font-size:20px;color:#7a2e1f">${safe}</span></p>`
  );
}
