import type { Core } from '@strapi/strapi';
import { CATEGORY, PRODUCT, SUB_CATEGORY } from './data';

/** A write the catalogue's data must follow: one product (`documentId`), or everything of `uid`. */
export interface CatalogueChange {
  uid: string;
  documentId: string | null;
}

/** The content types whose entries a product answer shows (a product, its categories and images). */
const WATCHED = new Set<string>([PRODUCT, CATEGORY, SUB_CATEGORY]);
const MEDIA = 'plugin::upload.file';

/** Document service actions that change what a product answer shows. */
const WRITE_ACTIONS = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft', 'clone']);

/** How long a row of the log is looked for again after the look that could first have seen it, ms. */
const SETTLE_MS = 5000;

/** Runs `work` once the current transaction has committed (at once when there is none). */
async function afterCommit(strapi: Core.Strapi, work: () => Promise<void>): Promise<void> {
  let running: Promise<void> | undefined;
  await strapi.db.transaction(async ({ onCommit }) => {
    onCommit(() => {
      running = work();
    });
  });
  await running;
}

/**
 * Calls `changed` after every committed write through Strapi of a product, a category, a
 * sub-category or a media file (staff in the admin, the seed, scripts), and adds it to the change
 * log (`outlet_catalogue_changes`) that the other replicas read ({@link ChangeLog}). A product's
 * write names the product; any other names its whole type.
 */
export function listenForWrites(strapi: Core.Strapi, changed: (change: CatalogueChange) => void, log: ChangeLog): void {
  const note = (change: CatalogueChange) =>
    afterCommit(strapi, async () => {
      changed(change);
      try {
        const [row] = (await strapi.db
          .connection('outlet_catalogue_changes')
          .insert({ uid: change.uid, document_id: change.documentId })
          .returning(['version', 'changed_at'])) as { version: string | number; changed_at: Date | string }[];
        // This replica has taken it in already: its own look at the log passes it by.
        if (row) log.markSeen(row.version, row.changed_at);
      } catch (error) {
        strapi.log.warn(`Catalogue: change not logged for other replicas (${String(error)})`);
      }
    });
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (!WATCHED.has(context.uid) || !WRITE_ACTIONS.has(context.action)) return result;
    const params = context.params as { documentId?: string } | undefined;
    const written = (result as { documentId?: string } | null | undefined)?.documentId ?? params?.documentId ?? null;
    await note({ uid: context.uid, documentId: context.uid === PRODUCT ? written : null });
    return result;
  });
  strapi.db.lifecycles.subscribe({
    models: [MEDIA],
    afterUpdate: () => note({ uid: MEDIA, documentId: null }),
    afterDelete: () => note({ uid: MEDIA, documentId: null }),
  });
}

interface ChangeRow {
  version: string | number;
  uid: string;
  document_id: string | null;
  changed_at: string;
}

/**
 * This replica's reading of the change log: {@link read} answers the rows it has not seen since
 * the last look (its own writes among them), and starts at the log's end. Rows are read again for
 * {@link SETTLE_MS} after a look (by the database's clock), so a row whose transaction committed
 * after a look that began later than it was numbered is still found.
 */
export class ChangeLog {
  /** The database's time at the last look (ISO). */
  private lookedAt: string | null = null;
  /** The rows seen that a look may still find: version → when it was logged (ISO). */
  private readonly seen = new Map<string, string>();

  constructor(private readonly strapi: Core.Strapi) {}

  /** A row this replica wrote itself (and has taken in): {@link read} does not answer it. */
  markSeen(version: string | number, changedAt: Date | string): void {
    this.seen.set(String(version), new Date(changedAt).toISOString());
  }

  /** The changes logged since the last look; none at the first, which marks where reading starts. */
  async read(): Promise<CatalogueChange[]> {
    const since = this.lookedAt ?? 'infinity';
    const result = await this.strapi.db.connection.raw(
      `SELECT now() AS at, COALESCE((
         SELECT json_agg(c ORDER BY c.version) FROM outlet_catalogue_changes c
          WHERE c.changed_at > ?::timestamptz - make_interval(secs => ?)), '[]') AS rows`,
      [since, SETTLE_MS / 1000],
    );
    const [{ at, rows }] = result.rows as { at: Date | string; rows: ChangeRow[] }[];
    const isFirstLook = this.lookedAt === null;
    this.lookedAt = new Date(at).toISOString();
    const changes: CatalogueChange[] = [];
    for (const row of rows) {
      const version = String(row.version);
      if (this.seen.has(version)) continue;
      this.seen.set(version, row.changed_at);
      if (!isFirstLook) changes.push({ uid: row.uid, documentId: row.document_id });
    }
    const oldest = Date.parse(this.lookedAt) - SETTLE_MS * 2;
    for (const [version, loggedAt] of this.seen) if (Date.parse(loggedAt) < oldest) this.seen.delete(version);
    return changes;
  }
}
