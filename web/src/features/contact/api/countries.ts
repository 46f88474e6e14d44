import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(english);

/** A country of the forms: its English name (the wire value, docs/product.md 3) and its label. */
export interface CountryOption {
  value: string;
  label: string;
}

/** Every ISO 3166 country and territory by its English name, sorted (docs/product.md 2: about 250). */
export const COUNTRY_NAMES: string[] = Object.values(countries.getNames('en', { select: 'official' })).sort((a, b) =>
  a.localeCompare(b, 'en'),
);

/** ISO alpha-2 code of a country name of COUNTRY_NAMES ('India' → 'IN'); undefined when unknown. */
export function countryCodeOf(name: string): string | undefined {
  return countries.getAlpha2Code(name, 'en');
}

/** The countries as the English forms list them: value and label the English name. */
export const ENGLISH_COUNTRY_OPTIONS: CountryOption[] = COUNTRY_NAMES.map((name) => ({ value: name, label: name }));

/**
 * The countries as the Arabic forms list them: the English names as values (the wire and the
 * routing keep them), labelled and sorted in Arabic. The Arabic names load only on an Arabic page
 * (decision 048).
 */
export async function loadArabicCountryOptions(): Promise<CountryOption[]> {
  const language = 'ar';
  countries.registerLocale((await import('i18n-iso-countries/langs/ar.json')).default);
  return COUNTRY_NAMES.map((name) => {
    const code = countryCodeOf(name);
    return { value: name, label: (code && countries.getName(code, language, { select: 'official' })) || name };
  }).sort((a, b) => a.label.localeCompare(b.label, language));
}
