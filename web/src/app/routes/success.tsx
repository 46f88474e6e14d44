import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { OrderConfirmation } from '@/features/checkout/components/order-confirmation';
import { useTranslation } from '@/lib/i18n';

/** `/succsess?ref=&session_id=` (docs/product.md 2): the order confirmed page. */
export default function SuccessRoute() {
  const { t } = useTranslation('checkout');
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageMeta title={t('confirmation.metaTitle')} description={t('confirmation.metaDescription')} />
      <OrderConfirmation reference={searchParams.get('ref') ?? ''} sessionId={searchParams.get('session_id') ?? ''} />
    </>
  );
}
