import type { OrderRefunds as RefundSummary } from '@outlet-shop/shop-rules';
import { useFetchClient } from '@strapi/strapi/admin';
import { useCallback, useEffect, useState } from 'react';
import { messageOf, type RefundNotice } from './refund-text';

/**
 * The order's refunds as the checkout answers them (`GET /admin/outlet-orders/:documentId/refunds`):
 * null until they arrive. `reload` asks again (after a refund); a failed read is told through
 * `setNotice`, which must keep its identity (a state setter).
 */
export function useRefundSummary(
  documentId: string,
  setNotice: (notice: RefundNotice) => void,
): { summary: RefundSummary | null; reload: () => Promise<void> } {
  const { get } = useFetchClient();
  const [summary, setSummary] = useState<RefundSummary | null>(null);

  const reload = useCallback(async () => {
    try {
      const { data } = await get<{ order: RefundSummary }>(`/admin/outlet-orders/${documentId}/refunds`);
      setSummary(data.order);
    } catch (error) {
      setNotice({ kind: 'error', text: messageOf(error) });
    }
  }, [documentId, get, setNotice]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { summary, reload };
}
