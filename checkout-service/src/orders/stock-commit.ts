import { findOrder } from './orders.ts';
import { commitOrderStock, type StockDeps } from './stock-holds.ts';

/**
 * The `stock-commit` job of a paid order (docs/decisions/044, 046): see `commitOrderStock`.
 * Throws (after logging) when the CMS cannot be reached, so the job is retried.
 */
export async function commitStock(deps: StockDeps, reference: string): Promise<void> {
  try {
    await commitOrderStock(deps, reference, await findOrder(deps.db, reference));
  } catch (error) {
    deps.log.warn({ err: error, orderReference: reference }, 'stock commit failed; will retry');
    throw error;
  }
}
