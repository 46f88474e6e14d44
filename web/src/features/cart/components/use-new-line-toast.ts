import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { useCartStore } from '../stores/cart-store';

/** Toasts 'New product added to the cart!' whenever the number of cart lines grows (docs/product.md 2). */
export function useNewLineToast(): void {
  const { t } = useTranslation();
  useEffect(
    () =>
      useCartStore.subscribe((state, previous) => {
        if (state.lines.length > previous.lines.length) showToast('success', t('cart.added'), { duration: 2500 });
      }),
    [t],
  );
}
