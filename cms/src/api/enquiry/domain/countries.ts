import countries from 'i18n-iso-countries';
import arabic from 'i18n-iso-countries/langs/ar.json';
import english from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(english);
countries.registerLocale(arabic);

/** ISO alpha-2 code of a country given by code or English name ('India' → 'IN'); null if unknown. */
export function countryCode(country: string): string | null {
  const trimmed = country.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed) && countries.isValid(trimmed.toUpperCase())) return trimmed.toUpperCase();
  return countries.getAlpha2Code(trimmed, 'en') ?? null;
}

/** Every ISO 3166-1 alpha-2 code the country library knows (the form lists exactly these). */
export function allCountryCodes(): string[] {
  return Object.keys(countries.getAlpha2Codes());
}

/** The name of a country given by code or English name in `language` ('India', 'ar' → 'الهند'); '' if unknown. */
export function countryName(country: string, language: 'en' | 'ar'): string {
  const code = countryCode(country);
  return (code && countries.getName(code, language)) || '';
}
