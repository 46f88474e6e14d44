import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(english);

/** Every ISO 3166 country and territory by its English name, sorted (docs/product.md 2: about 250). */
export const COUNTRY_NAMES: string[] = Object.values(countries.getNames('en', { select: 'official' })).sort((a, b) =>
  a.localeCompare(b, 'en'),
);

/** ISO alpha-2 code of a country name of COUNTRY_NAMES ('India' → 'IN'); undefined when unknown. */
export function countryCodeOf(name: string): string | undefined {
  return countries.getAlpha2Code(name, 'en');
}
