import type pg from 'pg';

/** The kinds of numbered tax documents: tax invoices (`INV`) and tax credit notes (`CN`). */
export type DocumentKind = 'INV' | 'CN';

/**
 * Gives the next number of a document kind in the current Dubai calendar year, on `client` (the
 * transaction that issues the document): `INV-2026-000123`, `CN-2026-000004` (decision 047).
 * Gapless and in issuing order: the counter's row stays locked until that transaction ends, and
 * a rollback gives the number back. The one place document numbers are made.
 */
export async function nextDocumentNumber(client: pg.PoolClient, kind: DocumentKind): Promise<string> {
  const result = await client.query<{ number: string }>(
    `INSERT INTO document_counters (kind, year, last_number)
     VALUES ($1, extract(year FROM now() AT TIME ZONE 'Asia/Dubai')::int, 1)
     ON CONFLICT (kind, year) DO UPDATE SET last_number = document_counters.last_number + 1
     RETURNING kind || '-' || year || '-' || lpad(last_number::text, 6, '0') AS number`,
    [kind],
  );
  const [row] = result.rows;
  if (!row) throw new Error(`No ${kind} number was given`);
  return row.number;
}
