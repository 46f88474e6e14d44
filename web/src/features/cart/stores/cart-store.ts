import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * One cart line as persisted in localStorage under `root` (SPEC.md 3 cart line). The spec's
 * names are kept because this is also the `products` array of the order payload; `price` is
 * the CMS's displayed AED price (the checkout service re-prices from the CMS anyway).
 */
export interface CartLine {
  id: number;
  title: string;
  desc: string;
  weight: string;
  price: number;
  img: string;
  quantity: number;
  max_order_qut: number | null;
  flash_sale: boolean;
  flash_sale_product_pcs: number | null;
  outofstock: boolean;
}

/** Why an add was refused (SPEC.md 5); each has its shopper message in {@link CART_MESSAGES}. */
export type CartRefusal = 'out_of_stock' | 'flash_sale_limit' | 'max_order_quantity';

/** The result of an add: the pieces actually added, or why nothing was. */
export type AddResult = { ok: true; added: number } | { ok: false; reason: CartRefusal };

/** The shopper-facing texts of the cart rules (SPEC.md 5, 8). */
export const CART_MESSAGES: Record<CartRefusal, string> = {
  out_of_stock: 'Temporary out of stock',
  flash_sale_limit: 'You can only add up to 3 flash sale items to the cart',
  max_order_quantity: 'Only 2 pcs allowed',
};

/** The quantity cap SPEC.md 5 defines: `max_order_qut` 2 caps a line at 2 pieces. */
export const CAPPED_MAX_ORDER_QUANTITY = 2;

/** What the CMS says of a product now: the fields a saved cart line copies (SPEC.md 3). */
export type CatalogueSnapshot = Pick<
  CartLine,
  'id' | 'title' | 'price' | 'outofstock' | 'max_order_qut' | 'flash_sale' | 'flash_sale_product_pcs'
>;

interface CartState {
  lines: CartLine[];
  /** Adds `quantity` pieces (default 1), merging into an existing line; applies SPEC.md 5. */
  add: (product: Omit<CartLine, 'quantity'>, quantity?: number) => AddResult;
  /** Sets a line's quantity, clamped to 1..cap (SPEC.md 4, 5). */
  updateQuantity: (id: number, quantity: number) => void;
  remove: (id: number) => void;
  reset: () => void;
  /**
   * Brings saved lines up to date with the CMS (issue 3): the current title, price, stock and
   * limits of every product in `snapshot`; quantities clamped to the current cap; lines whose
   * product is no longer in the catalogue (`checkedIds` without a snapshot) are removed.
   */
  applyCatalogue: (snapshot: CatalogueSnapshot[], checkedIds: number[]) => void;
}

/** The highest quantity a line may have: 2 when `max_order_qut` is 2, otherwise unbounded. */
export function quantityCap(line: Pick<CartLine, 'max_order_qut'>): number {
  return line.max_order_qut === CAPPED_MAX_ORDER_QUANTITY ? CAPPED_MAX_ORDER_QUANTITY : Number.POSITIVE_INFINITY;
}

/** Flash-sale pieces already in the cart (SPEC.md 5). */
export function flashSalePieces(lines: CartLine[]): number {
  return lines.filter((line) => line.flash_sale).reduce((sum, line) => sum + line.quantity, 0);
}

function checkAdd(lines: CartLine[], product: Omit<CartLine, 'quantity'>, quantity: number): AddResult {
  if (product.outofstock) return { ok: false, reason: 'out_of_stock' };
  const existing = lines.find((line) => line.id === product.id)?.quantity ?? 0;
  const room = quantityCap(product) - existing;
  if (room <= 0) return { ok: false, reason: 'max_order_quantity' };
  const added = Math.min(quantity, room);
  if (product.flash_sale && product.flash_sale_product_pcs != null) {
    if (flashSalePieces(lines) + added > product.flash_sale_product_pcs)
      return { ok: false, reason: 'flash_sale_limit' };
  }
  return { ok: true, added };
}

/** The shopper's cart, persisted across reloads (SPEC.md 3, 4: key `root`, version 1). */
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
            line.id === id
              ? { ...line, quantity: Math.min(quantityCap(line), Math.max(1, Math.floor(quantity))) }
              : line,
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
            return [{ ...updated, quantity: Math.min(quantityCap(updated), line.quantity) }];
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
