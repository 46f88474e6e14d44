import { createServiceMetrics, pgPoolUse, registerPoolGauges, type ServiceMetrics } from '@outlet-shop/service-kit';
import type pg from 'pg';

/**
 * The prize service's metrics registry (docs/operations.md "Metrics and alerts"): the kit's HTTP
 * and Node metrics and its pool's use (`pool="prize"`), read at scrape time.
 */
export function createPrizeMetrics(db: pg.Pool): ServiceMetrics {
  const metrics = createServiceMetrics();
  registerPoolGauges(metrics.registry, 'prize', pgPoolUse(db));
  return metrics;
}
