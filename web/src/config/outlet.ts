/**
 * The factory outlet shoppers can visit (docs/product.md 2 home map). Placeholder address of the group's
 * outlet in Dubai Industrial City; coordinates in decimal degrees (WGS 84).
 */
export const outlet = {
  name: 'Outlet Shop factory outlet',
  addressLines: ['Dubai Industrial City', 'Saih Shuaib 2', 'Dubai, United Arab Emirates'],
  openingHours: 'Every day, 9:00 to 21:00',
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
