import type { Core } from '@strapi/strapi';
import { AvailabilityBoard } from './availability';
import { AvailabilityOverlay } from './overlay';
import { purgeCatalogueAfterStockChange } from './purges';

let board: AvailabilityBoard | null = null;
let overlay: AvailabilityOverlay | null = null;

/** This process's board of every product's availability, read with `outlet_stock_availability_since`. */
export function availabilityBoard(strapi: Core.Strapi): AvailabilityBoard {
  board ??= new AvailabilityBoard(async (version) => {
    const result = await strapi.db.connection.raw('SELECT * FROM outlet_stock_availability_since(?)', [version]);
    return result.rows;
  });
  return board;
}

/** Fills kept answers from {@link availabilityBoard} (overlay.ts). */
export function availabilityOverlay(strapi: Core.Strapi): AvailabilityOverlay {
  overlay ??= new AvailabilityOverlay(availabilityBoard(strapi));
  return overlay;
}

const warnUnread = (strapi: Core.Strapi) => (error: unknown) =>
  strapi.log.warn(`Response cache: availability not read (${String(error)}); kept answers show the last figures`);

/**
 * After a stock change here (a hold, release, commit or restock): the board reads what moved, so
 * kept answers show it from the next read on. Only a product that sold out or came back purges the
 * catalogue (at most once per 250 ms, as before): listings filter and order by `outofstock`, so
 * their products may differ (docs/decisions/085). So does the board's first look, which has
 * nothing to compare with, and a look that failed. Never throws: the change has committed.
 */
export async function showStockChange(strapi: Core.Strapi): Promise<void> {
  const live = availabilityBoard(strapi);
  const isFirstLook = live.version === 0;
  const changes = await live.refresh().catch((error: unknown) => {
    warnUnread(strapi)(error);
    return null;
  });
  if (!changes || isFirstLook || changes.flipped.length > 0) await purgeCatalogueAfterStockChange(strapi);
}

/**
 * Starts a look when the board's last one is over 250 ms old, without waiting for it: a replica's
 * reads show the stock changes other replicas made within about that. A product another replica
 * sold out, or brought back, purges this replica's kept answers.
 */
export function keepBoardCurrent(strapi: Core.Strapi): void {
  const live = availabilityBoard(strapi);
  if (!live.isStale() || live.isLooking()) return;
  const isFirstLook = live.version === 0;
  live
    .refresh()
    .then((changes) => {
      if (!isFirstLook && changes.flipped.length > 0) return purgeCatalogueAfterStockChange(strapi);
    })
    .catch(warnUnread(strapi));
}
