import { describe, expect, it } from 'vitest';
import { type Availability, AvailabilityBoard } from './availability';

/*
 * The catalogue's availability of now (docs/decisions/100): what a shopper sees of a product's
 * pieces follows every stock change the database has, read with as few looks as can be.
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

describe('the availability board', () => {
  it('shows each product as the database has it after a look, and which ones sold out or came back', async () => {
    const db = database({ a: { available: 3, outofstock: false }, b: { available: 0, outofstock: true } });
    const board = new AvailabilityBoard(db.read);
    await board.refresh();
    expect(board.get('a')).toEqual({ available: 3, outofstock: false });
    db.set('a', { available: 0, outofstock: true });
    db.set('b', { available: 5, outofstock: false });
    const changes = await board.refresh();
    expect(changes.flipped.sort()).toEqual(['a', 'b']);
    expect(board.get('a')).toEqual({ available: 0, outofstock: true });
    expect(board.get('b')).toEqual({ available: 5, outofstock: false });
    expect(board.get('never-seen')).toBeUndefined();
  });

  it('shares one look among concurrent refreshes; one asked during a look gets the next', async () => {
    const db = database({ a: { available: 3, outofstock: false } });
    const board = new AvailabilityBoard(db.read);
    await Promise.all([board.refresh(), board.refresh(), board.refresh()]);
    expect(db.looks()).toBe(2);
    expect(board.get('a')).toEqual({ available: 3, outofstock: false });
  });
});
