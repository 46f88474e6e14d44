import { escapeHtml } from './mail-html.ts';

/**
 * The shop's logo in every mail it sends (the checkout's order mails, the CMS's shipping notice):
 * the header's 'O' mark (web/public/favicon.svg) as a 96 × 96 PNG shown at 48 × 48 px, attached
 * inline and referenced by `cid:` from the HTML part. Inline, not a remote image: mail clients that
 * block remote images still show it; PNG, not SVG: Gmail and Outlook do not show SVG. The bytes
 * live here, base64, so every service that mails has them without copying a file into its image.
 */
export const MAIL_LOGO_CID = 'logo@outlet-shop';

const LOGO_PNG = Buffer.from(
  [
    'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAMAAADVRocKAAACnVBMVEVMaXFmMzN5Lh56Lh56LR95Lh55Lh96LR96Lh94KBp5Lh95',
    'LR96Lh90Kh95LR96LR54Khx6LR55LR56Lxx5Lh56Mx57LiB5LCF5Lh96Lx95LR96LR56LR96Lh54LR15LB98LSB6Lh56Lh56Lh9/',
    'Kip5LR15LyB5LR95LR95Lh56Lh55LR95Lh97LR96LR96Lh95LR5/LiJ6LR55LR55Lh55Lh55LB94Lh56LR55Lh95LR55Lh96LR56',
    'Lh9tJCR4LiF/PwB8MBt6LR52LRt6Lh95Lh96LR5/Khx6Lh56LR95LR55Lx16LB56LR56Lh/22aj12Kd7MCB7LyD116fv0KGDOyqI',
    'QS6eYEd9MiLtzJ2sc1aCOSj016aGPix9MSHsyp3uzp/y06R8MCJ+NCN/NSWMRzPsy53btIuIQi6bXETx0qKKQzCHPy3asonPo33r',
    'yZyANibGmHOqb1Tw0aGcXUW5hmWBOSjHmXW6hmbz1aXeuI6vd1qVVD3y1KSPSjaPTDiBOCd8MCGsc1fVrISaWkLctYurclbFlHGJ',
    'Qy/vz6DYsIfet43TqoPmxJe0fV+yfF2zfV7016XFlXHUqoPVq4Pz1qbZsojElHG8iWi7iWi1fl/Im3a+jGqqb1OUUjyANSXgupDn',
    'xZjGlnK4hGOpb1LhvZHNoHqjZkx/NCTYr4fpx5nQpX6EPCqHQC7oxZnpyJrDkm+qcVWdX0aQTTeLRjLGl3Tjv5POonzBkG2kZ06g',
    'Ykl+MyPdt4yRTjiYWEDHmHWNRzPjwJSiZUudXUSZWUHuzZ6tdVjBj22NSDScXUSfYUjnxJjctouhZEqZWEHXrobqyZudXkXFl3PR',
    'pX6obVLlwpbImnWpblLdtoyBNya2gWGTUTvOoXvEk3CSUDqesFhIAAAATnRSTlMABfny/I/z9P4T7fXbGJG5JM7xG20ZVxfNUfv6',
    'YNBOUCdT+O4Gb2eA69huWstZypCNFrdrx7YodGRzz3h3aAcmBCVmHN3cjBKOaslWbMhPbR94AAAACXBIWXMAACxLAAAsSwGlPZap',
    'AAAD3UlEQVRo3u2a5VsbQRDGj4YQrECxeqlBHau7e7shARKkaJFSvC5QWlqoYXV3d3d3d9e/pdk5eAjJbXjI7nzrfAr7Hu/vctnb',
    'nd1ZSbKM5r08PN27tCVNjLZd3D09+jSXGgmXnr0JVwT7utiwHxviRrhDo/Zh2DsEOhEh4dZthJJ/x/ZEWAwZae3fyYkIDFVrS/92',
    'bYjQcBze0D+ICA/fBs/HUTzAMaDe38ubIITTgDr/ru0JSrRwqAUMJUgxUPb30WABnPwAEELQIhTGNzc8gIaOfD0JYvQ1AXpjAqZI',
    'kp8zJsC5pdSLoIa/5IELUEueuID+0jhcgLvkigvoLjXDBXSWCHI0EaCPj9dhAaK/bfweqzXF2vVfyw3CAas+bdCaReS7NzqRgGUr',
    'Zd/Zlbm5X2bLn5cUiQM8TaGOmXHZ8p/ZcWXwLebrxAB056ld5QfztpevaNupmSIA+kLqtXJ5w9b4dbS1IkYAYBF1yrW617TbtP0K',
    'P8AYYfJJzrEWZkVRwhxeQHwStYlTkpZSJcrACbhOXQ4kKkkxZ6l2jw9g2EJNFimLO6g2I50LsB3eqUvK4h0Qd/MA9CepxQOWfJWq',
    '+ToOwF64x10seSHIRRyAGnCoYsnVIO/kABwFByNLngfyNQ7AfnC4z5Ivg3yEA7AWHBJY8mmQ59oPSJRH/gKWPlPW0+wGLJdnLz3z',
    'gsVwQbTdgGj4/xT2BTDeaXPsBhTIjyCV+R7OAH2B3YAVEbYN9sk3EGN/L8oHgzMsOQHkJI5umgkOJcxkA+QyDsBBcLjBko+BvJoD',
    'UA4O81nyIW3js6ZtQDb8ynksOY+qEbN4Jpwl1CKW0U8TIVXN5JrRSuEhzFMWL4K4hwtwHJKKQhvzzblbfFnFBRgvFUebBMiCD3Om',
    'Lbqt1OWZkrSNKif0vJndmmQ6oD62FrJoD4s18Oemq4pNRhnPLZtLKDjlroj0/SEd9TPeNmx88cTUWHxTzALkER32I1ebvVBrPtLn',
    'E5UlaoWT/hqSxE01xl+GnL/G6k0wD6xPF7dGWxH3XmsRGUtTha4yYz5XmC0zI9eVpolfiP/Iqvrze/PmvI0/jdFoK330rYT/AAwA',
    '+oYU+pbaeIK8KYi+relBkDdm++ACpkotsTfHpWBMQD9T/cAXEzCZllg0BLfEIqnxABOQy1yq2gr8MCzA4LpSeAsc/1YOyMXSjvXl',
    '2NYY5d4O5gXlMeLf4UHIJfcgy6J+gEqkv3cH62MJowX2pVZeSgcrRgWqRB3c6Mo4G+I3ScBLrQm1dYLGZdp0rvnBuV/fiY0d0Anz',
    'V4f3cG1yNtPMtUe42j/Myu4f1B+Kt4lH6lkAAAAASUVORK5CYII=',
  ].join(''),
  'base64',
);

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
  const safe = escapeHtml(name);
  return (
    `<p style="margin:0 0 16px"><img src="cid:${MAIL_LOGO_CID}" width="48" height="48" alt="${safe}" ` +
    `style="vertical-align:middle;border:0;border-radius:12px"> ` +
    `<span style="vertical-align:middle;font-family:Georgia,serif;font-size:20px;color:#7a2e1f">${safe}</span></p>`
  );
}
