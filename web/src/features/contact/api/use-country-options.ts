import { useQuery } from '@tanstack/react-query';
import { locale } from '@/lib/i18n';
import { type CountryOption, ENGLISH_COUNTRY_OPTIONS, loadArabicCountryOptions } from './countries';

/** The forms' countries in the page's language (English names as values); empty while Arabic names load. */
export function useCountryOptions(): CountryOption[] {
  const arabic = useQuery({
    queryKey: ['countries', 'ar'],
    queryFn: loadArabicCountryOptions,
    staleTime: Number.POSITIVE_INFINITY,
    enabled: locale === 'ar',
  });
  return locale === 'ar' ? (arabic.data ?? []) : ENGLISH_COUNTRY_OPTIONS;
}
