import { PageMeta } from '@/components/page-meta';
import { WaitingScreen } from '@/features/checkout/components/waiting-screen';
import { useTranslation } from '@/lib/i18n';

/** `/loadding` (docs/product.md 2): the waiting screen. */
export default function WaitingRoute() {
  const { t } = useTranslation('checkout');
  return (
    <>
      <PageMeta title={t('waiting.metaTitle')} description={t('waiting.metaDescription')} />
      <WaitingScreen />
    </>
  );
}
