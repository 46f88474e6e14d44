import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js/max';

/** The phone fields of the shop setting: kept as E.164 (`+97148800000`). */
export const PHONE_FIELDS = ['phone', 'whatsapp'] as const;

/** The social networks the footer links to, each a field `<network>_url` holding an https URL. */
export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'tiktok', 'youtube'] as const;

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The shop setting's fields checked on every save, by name. */
type CheckedField = (typeof PHONE_FIELDS)[number] | `${SocialNetwork}_url`;

/** A field a save may not keep, with a message staff understand. */
export interface SettingProblem {
  field: CheckedField;
  message: string;
}

/**
 * A phone number as E.164 (`+971 4 880 0000` → `+97148800000`), or null when libphonenumber-js
 * (full metadata: number ranges too) does not know it as a valid number. Only international numbers
 * (`+` and the country code): the setting is shown to shoppers of every country.
 */
export function toE164(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed.startsWith('+') || !isValidPhoneNumber(trimmed)) return null;
  return parsePhoneNumberWithError(trimmed).number;
}

/** Whether `value` is an absolute https URL (a link shoppers open from the footer). */
export function isHttpsUrl(value: string): boolean {
  return URL.canParse(value) && new URL(value).protocol === 'https:';
}

/**
 * Checks the fields of a shop-setting save that are present in `data` and puts the phone numbers
 * in E.164, in place (docs/operations.md, Shop setting). Social links must be https URLs or empty
 * (empty hides the link). Returns the problems, none when the save may go ahead.
 */
export function checkShopSetting(data: Record<string, unknown>): SettingProblem[] {
  const problems: SettingProblem[] = [];
  for (const field of PHONE_FIELDS) {
    if (!(field in data)) continue;
    const number = typeof data[field] === 'string' ? toE164(data[field]) : null;
    if (number) data[field] = number;
    else
      problems.push({
        field,
        message: `${field === 'phone' ? 'Phone' : 'WhatsApp'} must be a valid international number with its country code, such as +971 4 880 0000`,
      });
  }
  for (const network of SOCIAL_NETWORKS) {
    const field = `${network}_url` as const;
    const value = data[field];
    if (value === undefined || value === null) continue;
    const url = String(value).trim();
    data[field] = url === '' ? null : url;
    if (url !== '' && !isHttpsUrl(url)) {
      problems.push({ field, message: `The ${network} link must be a full https:// address, or empty` });
    }
  }
  return problems;
}

/** An E.164 number as people read and dial it (`+97148800000` → `+971 4 880 0000`). */
export function readablePhone(e164: string): string {
  return isValidPhoneNumber(e164) ? parsePhoneNumberWithError(e164).formatInternational() : e164;
}

/** The WhatsApp chat link of an E.164 number (`+971500000000` → `https://wa.me/971500000000`). */
export function whatsappLink(e164: string): string {
  return `https://wa.me/${e164.replace(/\D/g, '')}`;
}

/** The shop's contact details in one language, as a mail shows them. */
export interface ContactDetails {
  /** E.164. */
  phone: string;
  /** E.164. */
  whatsapp: string;
  /** `https://wa.me/<digits>`. */
  chatUrl: string;
  email: string;
  address: string;
  openingHours: string;
  socialLinks: Array<{ network: SocialNetwork; url: string }>;
}
