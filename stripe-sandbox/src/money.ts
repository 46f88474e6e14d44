/** `1250, 'aed'` → `AED 12.50` (two-decimal currencies; the shop charges AED, amounts in fils). */
export function formatAmount(minorUnits: number, currency: string): string {
  const major = (minorUnits / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${currency.toUpperCase()} ${major}`;
}
