import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { singleLine } from './single-line.ts';

/**
 * The delivery mobile number (docs/product.md 5, docs/api.md create_order_ref): a UAE mobile,
 * typed as `+971 5X XXX XXXX`, `05X XXX XXXX` or `5X XXX XXXX` (spaces and dashes allowed), stored
 * as E.164 `+9715XXXXXXXX` so the courier can call or message it. libphonenumber-js's mobile
 * metadata decides: its min metadata only checks lengths and cannot tell a mobile from a landline.
 */

/** The message of a delivery mobile number that is not a UAE mobile. */
export const UAE_MOBILE_MESSAGE = 'Enter a UAE mobile number, e.g. 050 123 4567';

/**
 * A typed number → its E.164 form (`'050 123 4567'` → `'+971501234567'`) when it is a valid UAE
 * mobile number, otherwise null (a landline, a foreign number, too short, not a number).
 */
export function toUaeMobileE164(value: string): string | null {
  const phone = parsePhoneNumberFromString(value, 'AE');
  if (phone?.country !== 'AE' || !phone.isValid() || phone.getType() !== 'MOBILE') return null;
  return phone.number;
}

/**
 * The zod rule of a UAE mobile number field: a single line (`singleLine`), at most 30 characters,
 * refused with {@link UAE_MOBILE_MESSAGE} unless {@link toUaeMobileE164} accepts it; outputs E.164.
 */
export function uaeMobileNumber() {
  return singleLine()
    .max(30, UAE_MOBILE_MESSAGE)
    .transform((value, ctx) => {
      const e164 = toUaeMobileE164(value);
      if (e164 === null) {
        ctx.addIssue({ code: 'custom', message: UAE_MOBILE_MESSAGE });
        return '';
      }
      return e164;
    });
}
