import { DELIVERY_CITIES } from '@outlet-shop/shop-rules';
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
  phone: required,
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

/** The form's fields in display order, with their exact labels (the journeys find them by label). */
export const TEXT_FIELDS: {
  name: Exclude<keyof CheckoutFormValues, 'city'>;
  label: string;
  autoComplete: string;
  type?: string;
}[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone Number', autoComplete: 'tel', type: 'tel' },
];

export const ADDRESS_FIELDS: { name: 'address' | 'house' | 'landmark'; label: string; autoComplete: string }[] = [
  { name: 'address', label: 'Address', autoComplete: 'address-line1' },
  { name: 'house', label: 'House No. or Name', autoComplete: 'address-line2' },
  { name: 'landmark', label: 'Landmark', autoComplete: 'off' },
];
