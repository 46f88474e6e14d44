import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { fetchCatalogueSnapshot } from '@/features/cart/api/refresh-saved-cart';
import { CartSummary } from '@/features/cart/components/cart-summary';
import { useCartStore } from '@/features/cart/stores/cart-store';
import { CheckoutForm } from '@/features/checkout/components/checkout-form';
import { CheckoutReturn } from '@/features/checkout/components/checkout-return';
import { CouponInput, type CouponStatus } from '@/features/prizes/components/coupon-input';
import { useTranslation } from '@/lib/i18n';

/**
 * Checkout `/check_out` (docs/product.md 2, 4): the summary, coupon and details form; with
 * `?session_id=` it is the return from the card page instead.
 */
export default function CheckOutRoute() {
  const { t } = useTranslation('checkout');
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const lines = useCartStore((state) => state.lines);
  const resetCart = useCartStore((state) => state.reset);
  const [couponStatus, setCouponStatus] = useState<CouponStatus>({ state: 'none' });
  const coupon = couponStatus.state === 'valid' ? { code: couponStatus.code, prize: couponStatus.prize } : null;
  // A typed code that gives no discount (yet) holds Continue back with a word (checkout-form.tsx).
  const couponCheck =
    couponStatus.state === 'checking' || couponStatus.state === 'invalid'
      ? { code: couponStatus.code, state: couponStatus.state }
      : null;
  const onPaid = useCallback(() => resetCart(), [resetCart]);
  const refreshCart = useCallback(async () => {
    const ids = useCartStore.getState().lines.map((line) => line.id);
    useCartStore.getState().applyCatalogue(await fetchCatalogueSnapshot(ids), ids);
  }, []);

  if (sessionId) {
    return (
      <>
        <PageMeta title={t('confirmingMetaTitle')} description={t('confirmingMetaDescription')} />
        <CheckoutReturn sessionId={sessionId} onPaid={onPaid} />
      </>
    );
  }
  return (
    <>
      <PageMeta title={t('metaTitle')} description={t('metaDescription')} />
      <h1 className="page-title">{t('title')}</h1>
      <div className="checkout">
        <div className="checkout__side">
          <CartSummary />
          <CouponInput onChange={setCouponStatus} />
        </div>
        <CheckoutForm lines={lines} coupon={coupon} couponCheck={couponCheck} onStockShort={refreshCart} />
      </div>
    </>
  );
}
