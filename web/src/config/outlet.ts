/**
 * The factory outlet shoppers can visit (docs/product.md 2 home map): the group's outlet in Dubai
 * Industrial City (its placeholder address and hours are texts, `home.outlet` in web/src/locales);
 * coordinates in decimal degrees (WGS 84).
 */
export const outlet = {
  latitude: 24.8459,
  longitude: 55.0845,
} as const;

/** A route-planner link to the outlet (opens the shopper's map app or site). */
export const outletDirectionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${outlet.latitude},${outlet.longitude}`;

/** The embeddable map of the outlet, loaded only when the shopper asks for it. */
export function outletMapEmbedUrl(): string {
  const delta = 0.01;
  const bbox = [
    outlet.longitude - delta,
    outlet.latitude - delta,
    outlet.longitude + delta,
    outlet.latitude + delta,
  ].join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${outlet.latitude},${outlet.longitude}`;
}
