/**
 * Query parameters that ad platforms, mail tools and analytics add to a link to count its clicks,
 * which no page of the shop reads (the app's analytics reads them in the browser, from the address
 * bar, not from the server's HTML). Names compared in lower case. Gathered from the lists browsers
 * and cleaners strip (Firefox's query stripping, ClearURLs' global rules) and the platforms' own
 * documentation (Google Ads and Merchant Center, Meta, Microsoft Ads, TikTok, X, LinkedIn, Mailchimp,
 * HubSpot, Marketo, Yandex, Reddit, Snapchat, Pinterest, Adobe). No maintained package ships such a
 * list for servers (`@protontech/tidy-url`, the one near it, cleans links per site in a browser), so
 * it is kept here; a new one a campaign adds is one line.
 */
export const TRACKING_PARAMETERS: ReadonlySet<string> = new Set([
  // Google Ads, Analytics and Merchant Center (its free listings add `srsltid` to product links).
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'gad_source',
  'gad_campaignid',
  'srsltid',
  '_ga',
  '_gl',
  // Meta, Instagram, Microsoft Ads, TikTok, X, LinkedIn, Reddit, Snapchat, Pinterest, Yandex.
  'fbclid',
  'igshid',
  'igsh',
  'msclkid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'rdt_cid',
  'sccid',
  'epik',
  'yclid',
  'ysclid',
  '_openstat',
  // Mailchimp, HubSpot, Marketo, Vero, Olytics and other mail tools.
  'mc_cid',
  'mc_eid',
  'mc_tc',
  '_hsenc',
  '_hsmi',
  '__hssc',
  '__hstc',
  '__hsfp',
  'hsctatracking',
  'mkt_tok',
  'vero_id',
  'vero_conv',
  'oly_anon_id',
  'oly_enc_id',
  'wickedid',
  // Adobe, Impact and other affiliate networks.
  's_kwcid',
  'ef_id',
  'irclickid',
]);

/** Every parameter whose name starts with one of these is a tracking one (Google's campaign tags: `utm_source`, `utm_id`, …). */
export const TRACKING_PARAMETER_PREFIXES: readonly string[] = ['utm_'];

/** Whether a query parameter (its name as sent, possibly percent-encoded) only counts a link's clicks. */
export function isTrackingParameter(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    // Not valid percent-encoding: judged as sent.
  }
  const lower = decoded.toLowerCase();
  return TRACKING_PARAMETERS.has(lower) || TRACKING_PARAMETER_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

/**
 * A request target without its tracking parameters ({@link TRACKING_PARAMETERS}, `utm_*`): the
 * path and the other parameters as sent, in their order; no `?` when none is left.
 * `/product/2?utm_id=7&page=2` → `/product/2?page=2`; `/product/2?gclid=x` → `/product/2`.
 */
export function withoutTrackingParameters(requestTarget: string): string {
  const queryAt = requestTarget.indexOf('?');
  if (queryAt === -1) return requestTarget;
  const kept = requestTarget
    .slice(queryAt + 1)
    .split('&')
    .filter((pair) => pair !== '' && !isTrackingParameter(pair.split('=', 1)[0] ?? ''));
  const path = requestTarget.slice(0, queryAt);
  return kept.length > 0 ? `${path}?${kept.join('&')}` : path;
}
