import type { Core } from '@strapi/strapi';

const FILE = 'api::enquiry-file.enquiry-file';

/** Where Strapi keeps which enquiry a file belongs to: its link table and columns. */
export interface EnquiryFileLink {
  /** The link table (`enquiry_files_enquiry_lnk`). */
  table: string;
  /** The file's id column in it; unique: a file belongs to one enquiry at most. */
  fileColumn: string;
  /** The enquiry's id column in it. */
  enquiryColumn: string;
  /** The file's position among its enquiry's files. */
  orderColumn: string;
  /** The files' own table (`enquiry_files`). */
  fileTable: string;
}

/** One raw statement on Strapi's knex or a transaction. */
export interface SqlRunner {
  raw(sql: string, bindings?: readonly unknown[]): PromiseLike<{ rows: Array<Record<string, unknown>> }>;
}

interface JoinTableMeta {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
  inverseOrderColumnName: string;
}

/** The link of `enquiry-file.enquiry`, as Strapi's metadata names it (docs/architecture.md 5). */
export function enquiryFileLink(strapi: Core.Strapi): EnquiryFileLink {
  const meta = strapi.db.metadata.get(FILE);
  const { joinTable } = meta.attributes.enquiry as unknown as { joinTable: JoinTableMeta };
  return {
    table: joinTable.name,
    fileColumn: joinTable.joinColumn.name,
    enquiryColumn: joinTable.inverseJoinColumn.name,
    orderColumn: joinTable.inverseOrderColumnName,
    fileTable: meta.tableName,
  };
}

/**
 * Makes "a file belongs to one enquiry" the database's rule, at every start after Strapi has
 * synced its tables (docs/architecture.md 5): a unique index on the link table's file column,
 * which register's claim relies on (services/enquiry-mail.ts). Links a race left on a file
 * beyond its first (the enquiry that took it first keeps it; all were mailed already) are
 * removed first, and counted in the log. Idempotent; under an advisory lock for replicas.
 */
export async function installEnquiryFileClaims(strapi: Core.Strapi): Promise<void> {
  const link = enquiryFileLink(strapi);
  const index = `${link.table}_file_claim_uq`;
  await strapi.db.connection.transaction(async (trx) => {
    await trx.raw(`SELECT pg_advisory_xact_lock(hashtext('outlet-enquiry-file-claims'))`);
    const removed = await trx.raw(
      `DELETE FROM ?? AS later USING ?? AS earlier
        WHERE later.?? = earlier.?? AND later.id > earlier.id
          AND NOT EXISTS (SELECT 1 FROM pg_indexes WHERE indexname = ?)
        RETURNING later.id`,
      [link.table, link.table, link.fileColumn, link.fileColumn, index],
    );
    if (removed.rows.length > 0) {
      strapi.log.warn(`Enquiry files: removed ${removed.rows.length} links to a second enquiry (first one kept)`);
    }
    await trx.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??)`, [index, link.table, link.fileColumn]);
  });
}
