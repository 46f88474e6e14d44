import { zodResolver } from '@hookform/resolvers/zod';
import { fitsMaskedEmail, priceOrder, toFils } from '@outlet-shop/shop-rules';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DeliveryPromise } from '@/components/delivery-promise';
import { FormField } from '@/components/form-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { locale, useTranslation } from '@/lib/i18n';
import { createOrderRef } from '../api/create-order-ref';
import { storeOrder } from '../api/order';
import {
  ADDRESS_FIELDS,
  type CheckoutFormValues,
  CITIES,
  checkoutFormSchema,
  TEXT_FIELDS,
  WIRE_FIELDS,
} from './checkout-fields';
import { buildOrderPayload, type CheckoutLine } from './order-payload';
import { OrderTotalsView } from './order-totals';
import { PaymentDialog } from './payment-dialog';
import { usePaymentPopup } from './use-payment-popup';

interface CheckoutFormProps {
  lines: CheckoutLine[];
  /** The verified coupon: its prize's name and its winner's e-mail as the code check shows it (masked). */
  coupon: { code: string; prize: { winItemName: string; userEmail: string } } | null;
  /**
   * A code in the coupon box that gives no discount: still being checked, or refused. Continue then
   * places no order and says why: the shopper removes the code to pay the full price, or fixes it.
   */
  couponCheck?: { code: string; state: 'checking' | 'invalid' } | null;
  /** Called when the server refuses lines as out of stock: the cart refreshes and caps them. */
  onStockShort?: () => Promise<void>;
}

/**
 * The customer details form, totals and Continue (docs/product.md 2, 4 steps 1 to 3): creates the
 * order reference, stores `orderData`, creates the Checkout Session and opens the payment
 * popup. Server refusals are shown in plain words, field errors beside their fields.
 */
export function CheckoutForm({ lines, coupon, couponCheck = null, onStockShort }: CheckoutFormProps) {
  const { t } = useTranslation('checkout');
  const form = useForm<CheckoutFormValues>({ resolver: zodResolver(checkoutFormSchema), mode: 'onTouched' });
  const { register, handleSubmit, formState, setError, watch } = form;
  const [failure, setFailure] = useState<string | null>(null);
  // Set by a Continue that the coupon box held back; its message shows while the code still gives no discount.
  const [isHeldByCoupon, setHeldByCoupon] = useState(false);
  const popup = usePaymentPopup(lines);
  // One Idempotency-Key per distinct submission: submitting the same details again (a second
  // click, a retry after a lost answer) gets the same order back, never a second one.
  const submission = useRef<{ payload: string; key: string } | null>(null);

  const email = watch('email') ?? '';
  // An estimate: the e-mail fits the winner's masked address. The checkout service's price, which
  // the prize service decides on the full address, is what the card page charges.
  const prize = coupon
    ? { winItemName: coupon.prize.winItemName, isForCheckoutEmail: fitsMaskedEmail(email, coupon.prize.userEmail) }
    : null;
  const totals = priceOrder(
    lines.map((line) => ({ priceFils: toFils(line.price), quantity: line.quantity })),
    prize,
  );

  const onSubmit = async (values: CheckoutFormValues) => {
    setFailure(null);
    setHeldByCoupon(couponCheck !== null);
    if (couponCheck) return;
    try {
      const payload = buildOrderPayload(values, lines, coupon?.code ?? null, totals, locale);
      const serialized = JSON.stringify(payload);
      if (submission.current?.payload !== serialized) {
        submission.current = { payload: serialized, key: crypto.randomUUID() };
      }
      const order = await createOrderRef(payload, submission.current.key);
      storeOrder(order);
      await popup.open(order);
    } catch (error) {
      await showRefusal(error);
    }
  };

  /** A server refusal in plain words (the hold limits' too, docs/decisions/058), field errors beside their fields. */
  const showRefusal = async (error: unknown) => {
    for (const [wire, messages] of Object.entries(
      error instanceof ApiError ? (error.details?.fieldErrors ?? {}) : {},
    )) {
      const field = WIRE_FIELDS[wire];
      if (field) setError(field, { message: [messages].flat().join(' ') });
    }
    setFailure(errorMessage(error));
    // An expired order is never paid: the next Continue places a new one.
    if (error instanceof ApiError && error.code === 'order_expired') submission.current = null;
    if (error instanceof ApiError && (error.code === 'out_of_stock' || error.code === 'insufficient_stock')) {
      // Show which lines are short and cap them at what is left (the cart refresh of docs/product.md 4).
      await onStockShort?.().catch(() => {});
    }
  };

  /** The shopper pays the order's new total (docs/decisions/058); a refusal closes the popup and is shown. */
  const confirmPrice = () => {
    setFailure(null);
    popup.confirm().catch(async (error: unknown) => {
      popup.close();
      await showRefusal(error);
    });
  };

  // The rules' texts ('This field is required', the server's) in the page's language.
  const fieldError = (name: keyof CheckoutFormValues) => {
    const message = formState.errors[name]?.message;
    return message ? t(`rules.${message}` as 'rules.Required', { defaultValue: message }) : undefined;
  };

  const textInput = (field: (typeof TEXT_FIELDS)[number]) => (
    <input
      id={`checkout-${field.name}`}
      type={field.type ?? 'text'}
      inputMode={field.inputMode}
      // Addresses and numbers read left to right on an Arabic page too.
      dir={field.name === 'email' || field.name === 'phone' ? 'ltr' : undefined}
      autoComplete={field.autoComplete}
      aria-invalid={Boolean(fieldError(field.name))}
      aria-describedby={`checkout-${field.name}-error`}
      {...register(field.name)}
    />
  );

  return (
    <form className="card checkout-form" onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="details-title">
      <h2 id="details-title" className="card__title">
        {t('details')}
      </h2>
      <div className="form-grid">
        {TEXT_FIELDS.map((field) => (
          <FormField
            key={field.name}
            id={`checkout-${field.name}`}
            label={t(`fields.${field.name}`)}
            error={fieldError(field.name)}
          >
            {field.prefix ? (
              <div className="input-prefixed" dir="ltr">
                <span className="input-prefixed__prefix" aria-hidden="true">
                  {field.prefix}
                </span>
                {textInput(field)}
              </div>
            ) : (
              textInput(field)
            )}
          </FormField>
        ))}
        <FormField id="checkout-city" label={t('fields.city')} error={fieldError('city')}>
          <select
            id="checkout-city"
            defaultValue=""
            aria-invalid={Boolean(fieldError('city'))}
            aria-describedby="checkout-city-error"
            {...register('city')}
          >
            <option value="" disabled>
              {t('chooseCity')}
            </option>
            {/* The wire value stays the English name (docs/product.md 5); the label is the page's language. */}
            {CITIES.map((city) => (
              <option key={city} value={city}>
                {t(`cities.${city}`)}
              </option>
            ))}
          </select>
        </FormField>
        {ADDRESS_FIELDS.map((field) => (
          <FormField
            key={field.name}
            id={`checkout-${field.name}`}
            label={t(`fields.${field.name}`)}
            error={fieldError(field.name)}
          >
            <input
              id={`checkout-${field.name}`}
              autoComplete={field.autoComplete}
              aria-invalid={Boolean(fieldError(field.name))}
              aria-describedby={`checkout-${field.name}-error`}
              {...register(field.name)}
            />
          </FormField>
        ))}
      </div>
      <OrderTotalsView totals={totals} prize={prize} />
      {lines.length > 0 ? <DeliveryPromise /> : null}
      {isHeldByCoupon && couponCheck ? (
        <p className="alert" role="alert">
          {t(couponCheck.state === 'invalid' ? 'coupon.invalidHoldsContinue' : 'coupon.checkingHoldsContinue', {
            code: couponCheck.code,
          })}
        </p>
      ) : null}
      {failure ? (
        <p className="alert" role="alert">
          {failure}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary button--wide"
        disabled={formState.isSubmitting || lines.length === 0}
      >
        {formState.isSubmitting ? t('pleaseWait') : t('continue')}
      </button>
      <p className="hint">{t('doNotClose')}</p>
      {popup.clientSecret || popup.priceChange ? (
        <PaymentDialog
          clientSecret={popup.clientSecret}
          priceChange={
            popup.priceChange
              ? { order: popup.priceChange, isConfirming: popup.isConfirming, onConfirm: confirmPrice }
              : null
          }
          hasPrizeEstimate={totals.discountFils > 0}
          onClose={popup.close}
        />
      ) : null}
    </form>
  );
}
