import { DELIVERY_CITIES, toUaeMobileE164, UAE_MOBILE_MESSAGE } from '@outlet-shop/shop-rules';
import { z } from 'zod';

/** The cities a delivery may go to (docs/product.md 5): the checkout service's list. */
export const CITIES = DELIVERY_CITIES;

const required = z.string().trim().min(1, 'This field is required');

/** The customer details form (docs/product.md 5 checkout form): every field required, city from the list. */
export const checkoutFormSchema = z.object({
  firstName: required,
  lastName: required,
  // docs/product.md 5: a plain text input, no format check in the browser; the server checks it.
  email: required,
  // The server's rule (docs/api.md create_order_ref): a UAE mobile, +971 5X…, 05X… or 5X….
  phone: required.refine((value) => toUaeMobileE164(value) !== null, UAE_MOBILE_MESSAGE),
  city: z.enum(CITIES, 'Choose your city'),
  address: required,
  house: required,
  landmark: required,
});

export type CheckoutFormValues = z.infer<typeof checkoutFormSchema>;

/** Form field ↔ order payload wire name, to show the server's field errors next to the field. */
export const WIRE_FIELDS: Record<string, keyof CheckoutFormValues> = {
  destination_address_name: 'firstName',
  email: 'email',
  destination_address_mobile_number: 'phone',
  destination_address_city: 'city',
  destination_address_area: 'address',
  destination_address_house_no: 'house',
  destination_address_building_name: 'house',
  destination_address_landmark: 'landmark',
};

/**
 * The form's fields in display order; each label is the text `fields.<name>` of the checkout texts
 * ('First name', … in English: the journeys find them by label).
 */
export const TEXT_FIELDS: {
  name: Exclude<keyof CheckoutFormValues, 'city'>;
  autoComplete: string;
  type?: string;
  /** Shown before the input, e.g. the country code of a national number. */
  prefix?: string;
  inputMode?: 'tel' | 'email' | 'text';
}[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'email', autoComplete: 'email' },
  // A UAE mobile: the +971 before the box tells the shopper which numbers the shop takes; a number
  // typed with +971 is taken too.
  { name: 'phone', autoComplete: 'tel-national', type: 'tel', inputMode: 'tel', prefix: '+971' },
];

export const ADDRESS_FIELDS: { name: 'address' | 'house' | 'landmark'; autoComplete: string }[] = [
  { name: 'address', autoComplete: 'address-line1' },
  { name: 'house', autoComplete: 'address-line2' },
  { name: 'landmark', autoComplete: 'off' },
];
