import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/form-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useOrderStatus } from '../api/get-order-status';
import { OrderStatusDetails } from './order-status-details';
import './order-status.css';

/** The form's rules; each message is a key of `orderStatus` in the page's texts. */
const lookupSchema = z.object({
  reference: z.string().trim().min(1, 'required').max(100, 'required'),
  email: z.string().trim().min(1, 'required').pipe(z.email('invalidEmail').max(254, 'invalidEmail')),
});
type LookupValues = z.infer<typeof lookupSchema>;

/**
 * The order status page's look-up (docs/decisions/075): the order reference (prefilled from the
 * link in the confirmation page or a mail) and the e-mail address the order was placed with, then
 * the order's progress, lines, refunds and documents. A wrong pair says no order was found,
 * whatever was wrong.
 */
export function OrderStatusLookup({ initialReference }: { initialReference: string }) {
  const { t } = useTranslation('checkout');
  const lookup = useOrderStatus();
  const form = useForm<LookupValues>({
    resolver: zodResolver(lookupSchema),
    defaultValues: { reference: initialReference, email: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const fieldError = (message: string | undefined) =>
    message ? t(`orderStatus.${message === 'invalidEmail' ? 'invalidEmail' : 'required'}`) : undefined;
  const code = lookup.error instanceof ApiError ? lookup.error.code : null;
  const failure =
    code === 'order_not_found'
      ? t('orderStatus.notFound')
      : code === 'rate_limited'
        ? t('orderStatus.tooManyTries')
        : lookup.error
          ? errorMessage(lookup.error)
          : null;
  return (
    <>
      <form
        className="order-status-form"
        noValidate
        onSubmit={form.handleSubmit((values) => lookup.mutate({ reference: values.reference, email: values.email }))}
      >
        <FormField
          id="order-status-reference"
          label={t('orderStatus.reference')}
          error={fieldError(errors.reference?.message)}
        >
          <input
            id="order-status-reference"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
            aria-invalid={errors.reference ? true : undefined}
            aria-describedby="order-status-reference-error"
            {...form.register('reference')}
          />
        </FormField>
        <FormField id="order-status-email" label={t('orderStatus.email')} error={fieldError(errors.email?.message)}>
          <input
            id="order-status-email"
            type="email"
            autoComplete="email"
            dir="ltr"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby="order-status-email-error"
            {...form.register('email')}
          />
        </FormField>
        <button type="submit" className="button button--primary" disabled={lookup.isPending}>
          {lookup.isPending ? t('orderStatus.pleaseWait') : t('orderStatus.submit')}
        </button>
        {failure ? (
          <p className="alert" role="alert">
            {failure}
          </p>
        ) : null}
      </form>
      {lookup.data ? <OrderStatusDetails order={lookup.data} /> : null}
    </>
  );
}
