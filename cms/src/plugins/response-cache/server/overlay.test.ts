import { describe, expect, it } from 'vitest';
import { type Availability, AvailabilityBoard } from './availability';
import { AvailabilityOverlay } from './overlay';

/*
 * Kept catalogue answers show every product's availability as it is now, wherever the product
 * stands in the answer (docs/decisions/085).
 */

/** A database of products' availability; each look answers the rows that moved since `version`. */
function database(initial: Record<string, Availability>) {
  let version = 0;
  const rows = new Map<string, Availability & { stock_version: number }>();
  const set = (documentId: string, availability: Availability) => {
    version += 1;
    rows.set(documentId, { ...availability, stock_version: version });
  };
  for (const [documentId, availability] of Object.entries(initial)) set(documentId, availability);
  let looks = 0;
  const read = async (since: number) => {
    looks += 1;
    return [...rows]
      .filter(([, row]) => since < 1 || row.stock_version > since)
      .map(([document_id, row]) => ({ document_id, ...row }));
  };
  return { set, read, looks: () => looks };
}

/** What a read of `key` gets for the kept answer `kept`, as text. */
const text = (overlay: AvailabilityOverlay, kept: string, key = 'GET:/api/products') =>
  overlay.fill(key, kept).body.toString('utf8');

const answer = (products: { documentId: string; available: number; outofstock: boolean }[]) =>
  JSON.stringify({
    data: products.map((product, index) => ({ id: index + 1, title: `Product ${index + 1}`, price: 12.5, ...product })),
    meta: { pagination: { page: 1, pageSize: 25, total: products.length } },
  });

describe('kept answers filled with the availability of now', () => {
  it('fills each field with its own value whatever order the product lists them in (Strapi writes outofstock first)', async () => {
    const db = database({ a: { available: 5, outofstock: false } });
    const board = new AvailabilityBoard(db.read);
    const overlay = new AvailabilityOverlay(board);
    const kept = JSON.stringify({ data: [{ outofstock: false, price: 9, id: 1, documentId: 'a', available: 5 }] });
    await board.refresh();
    db.set('a', { available: 0, outofstock: true });
    await board.refresh();
    expect(JSON.parse(text(overlay, kept)).data[0]).toEqual({
      outofstock: true,
      price: 9,
      id: 1,
      documentId: 'a',
      available: 0,
    });
  });

  it('shows each product’s pieces as the board has them, the rest of the answer as it was kept', async () => {
    const db = database({ a: { available: 5, outofstock: false }, b: { available: 9, outofstock: false } });
    const board = new AvailabilityBoard(db.read);
    const overlay = new AvailabilityOverlay(board);
    const kept = answer([
      { documentId: 'a', available: 5, outofstock: false },
      { documentId: 'b', available: 9, outofstock: false },
    ]);
    await board.refresh();
    expect(text(overlay, kept)).toBe(kept);
    // The same bytes and ETag each read while nothing moves.
    expect(overlay.fill('GET:/api/products', kept)).toBe(overlay.fill('GET:/api/products', kept));
    expect(overlay.fill('GET:/api/products', kept).etag).toMatch(/^W\/"/);

    db.set('a', { available: 2, outofstock: false });
    expect(await board.refresh()).toEqual({ moved: ['a'], flipped: [] });
    expect(JSON.parse(text(overlay, kept))).toEqual({
      ...JSON.parse(kept),
      data: [
        { id: 1, title: 'Product 1', price: 12.5, documentId: 'a', available: 2, outofstock: false },
        { id: 2, title: 'Product 2', price: 12.5, documentId: 'b', available: 9, outofstock: false },
      ],
    });

    db.set('b', { available: 0, outofstock: true });
    expect(await board.refresh()).toEqual({ moved: ['b'], flipped: ['b'] });
    expect(JSON.parse(text(overlay, kept)).data[1]).toMatchObject({
      available: 0,
      outofstock: true,
    });
  });

  it('fills products inside other entries, and leaves a product the board has not seen as kept', async () => {
    const db = database({ a: { available: 1, outofstock: false } });
    const board = new AvailabilityBoard(db.read);
    await board.refresh();
    const kept = JSON.stringify({
      data: {
        id: 3,
        name: 'Brand',
        products: [
          { documentId: 'a', available: 7, outofstock: false },
          { documentId: 'new', available: 4, outofstock: false },
        ],
      },
    });
    const filled = JSON.parse(text(new AvailabilityOverlay(board), kept, 'GET:/api/categories/3'));
    expect(filled.data.products).toEqual([
      { documentId: 'a', available: 1, outofstock: false },
      { documentId: 'new', available: 4, outofstock: false },
    ]);
  });

  it('passes an answer without products, or not JSON, as it is', async () => {
    const board = new AvailabilityBoard(database({}).read);
    const overlay = new AvailabilityOverlay(board);
    const banners = '{"data":[{"id":1,"title":"Eid"}]}';
    expect(text(overlay, banners, 'GET:/api/banners')).toBe(banners);
    expect(text(overlay, 'not json "outofstock":', 'GET:/api/pages')).toBe('not json "outofstock":');
  });

  it('shares one look among concurrent refreshes; one asked during a look gets the next', async () => {
    const db = database({ a: { available: 3, outofstock: false } });
    const board = new AvailabilityBoard(db.read);
    await Promise.all([board.refresh(), board.refresh(), board.refresh()]);
    expect(db.looks()).toBe(2);
    expect(board.get('a')).toEqual({ available: 3, outofstock: false });
  });
});
