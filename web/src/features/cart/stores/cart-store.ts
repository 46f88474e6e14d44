import {
  type CartLine,
  type CartRefusal,
  checkCartLine,
  insufficientStockMessage,
  lineQuantityLimit,
  maxOrderQuantityMessage,
  quantityCap,
  toCartRuleFields,
} from '@outlet-shop/shop-rules';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * One cart line as persisted in localStorage under `root` (docs/product.md 3 cart line): the
 * shared contract's `CartLine`, the product's wire names, because this is also the `products` array
 * of the order payload; `price` is the CMS's displayed AED price (the checkout service re-prices
 * from the CMS anyway). `available` is absent in carts saved before the CMS reported it.
 */
export type { CartLine };

/** The result of an add: the pieces actually added, or the refusal with its docs/product.md message. */
export type AddResult = { ok: true; added: number } | { ok: false; reason: CartRefusal; message: string };

/** What the CMS says of a product now: the fields a saved cart line copies (docs/product.md 3). */
export type CatalogueSnapshot = Pick<
  CartLine,
  'id' | 'title' | 'price' | 'outofstock' | 'available' | 'max_order_qut' | 'flash_sale' | 'flash_sale_product_pcs'
> &
  Partial<Pick<CartLine, 'desc' | 'weight'>>;

interface CartState {
  lines: CartLine[];
  /** Adds `quantity` pieces (default 1), merging into an existing line; applies docs/product.md 5. */
  add: (product: Omit<CartLine, 'quantity'>, quantity?: number) => AddResult;
  /** Sets a line's quantity, clamped to 1..cap (docs/product.md 4, 5). */
  updateQuantity: (id: number, quantity: number) => void;
  remove: (id: number) => void;
  reset: () => void;
  /**
   * Brings saved lines up to date with the CMS (docs/product.md 4): the current title, price, stock and
   * limits of every product in `snapshot`; quantities clamped to the current cap; lines whose
   * product is no longer in the catalogue (`checkedIds` without a snapshot) are removed.
   */
  applyCatalogue: (snapshot: CatalogueSnapshot[], checkedIds: number[]) => void;
}

/**
 * The most pieces this line may hold (docs/product.md 5): its `max_order_qut` when positive, at most
 * 99, and no more than the pieces available; at least 1 (an out-of-stock line says so instead).
 */
export function lineCap(line: Pick<CartLine, 'max_order_qut' | 'available'>): number {
  return Math.max(1, lineQuantityLimit(toCartRuleFields(line)));
}

/** Why a line stops at its cap: 'Only 3 pcs available' when stock is the limit, else 'Only 2 pcs allowed'. */
export function lineCapMessage(line: Pick<CartLine, 'max_order_qut' | 'available'>): string {
  const cap = lineCap(line);
  return cap < quantityCap(line.max_order_qut) ? insufficientStockMessage(cap) : maxOrderQuantityMessage(cap);
}

/** Flash-sale pieces already in the cart (docs/product.md 5). */
export function flashSalePieces(lines: CartLine[]): number {
  return lines.filter((line) => line.flash_sale).reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * Up to `quantity` more pieces of `product`, as many as its cap leaves room for; refused by the
 * shared cart rules (the same `checkCartLine` checkout prices with) when none fit.
 */
function checkAdd(lines: CartLine[], product: Omit<CartLine, 'quantity'>, quantity: number): AddResult {
  const existing = lines.find((line) => line.id === product.id)?.quantity ?? 0;
  const added = Math.max(1, Math.min(quantity, lineCap(product) - existing));
  const flashPieces = flashSalePieces(lines) + (product.flash_sale ? added : 0);
  const verdict = checkCartLine(toCartRuleFields(product), existing + added, flashPieces);
  return verdict.ok ? { ok: true, added } : { ok: false, reason: verdict.reason, message: verdict.message };
}

/** The shopper's cart, persisted across reloads (docs/product.md 3, 4: key `root`, version 1). */
export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      lines: [],
      add: (product, quantity = 1) => {
        const wanted = Math.max(1, Math.floor(quantity));
        const result = checkAdd(get().lines, product, wanted);
        if (!result.ok) return result;
        set(({ lines }) => ({
          lines: lines.some((line) => line.id === product.id)
            ? lines.map((line) =>
                line.id === product.id ? { ...line, ...product, quantity: line.quantity + result.added } : line,
              )
            : [...lines, { ...product, quantity: result.added }],
        }));
        return result;
      },
      updateQuantity: (id, quantity) =>
        set(({ lines }) => ({
          lines: lines.map((line) =>
            line.id === id ? { ...line, quantity: Math.min(lineCap(line), Math.max(1, Math.floor(quantity))) } : line,
          ),
        })),
      remove: (id) => set(({ lines }) => ({ lines: lines.filter((line) => line.id !== id) })),
      reset: () => set({ lines: [] }),
      applyCatalogue: (snapshot, checkedIds) =>
        set(({ lines }) => ({
          lines: lines.flatMap((line) => {
            const current = snapshot.find((product) => product.id === line.id);
            if (!current) return checkedIds.includes(line.id) ? [] : [line];
            const updated = { ...line, ...current };
            return [{ ...updated, quantity: Math.min(lineCap(updated), line.quantity) }];
          }),
        })),
    }),
    {
      name: 'root',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ lines }) => ({ lines }),
    },
  ),
);
