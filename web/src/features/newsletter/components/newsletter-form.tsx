import { type FormEvent, useId } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useSubscribe } from '../api/subscribe';
import './newsletter-form.css';
import { useTranslation } from '@/lib/i18n';

/**
 * The newsletter box (docs/product.md 2 coconut sugar page): an e-mail input and Subscribe. The address
 * is stored in the CMS (Newsletter subscription) and a confirmation replaces the form.
 */
export function NewsletterForm({ source }: { source: string }) {
  const { t } = useTranslation('marketing');
  const inputId = useId();
  const subscription = useSubscribe(source);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    if (typeof email === 'string') subscription.mutate(email.trim());
  };
  return (
    <section className="newsletter" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t('newsletter.title')}</h2>
      {subscription.isSuccess ? (
        <p className="newsletter__done" role="status">
          {t('newsletter.done', { email: subscription.data.email })}
        </p>
      ) : (
        <form onSubmit={onSubmit}>
          <div className="field">
            <label className="field__label" htmlFor={inputId}>
              {t('newsletter.label')}
            </label>
            <input id={inputId} name="email" type="email" autoComplete="email" required maxLength={254} />
          </div>
          <button type="submit" className="button button--primary" disabled={subscription.isPending}>
            {subscription.isPending ? t('newsletter.pleaseWait') : t('newsletter.subscribe')}
          </button>
          {subscription.isError ? (
            <p className="alert" role="alert">
              {errorMessage(subscription.error)}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
