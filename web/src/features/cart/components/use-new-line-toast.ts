import { useEffect } from 'react';
import { toast } from 'sonner';
import { useCartStore } from '../stores/cart-store';

/** Toasts 'New product added to the cart!' whenever the number of cart lines grows (docs/product.md 2). */
export function useNewLineToast(): void {
  useEffect(
    () =>
      useCartStore.subscribe((state, previous) => {
        if (state.lines.length > previous.lines.length)
          toast.success('New product added to the cart!', { duration: 2500 });
      }),
    [],
  );
}
