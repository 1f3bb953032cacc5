import type { Queryable } from '../../db/database.js';
import { PERSONAL_DATA_TABLES } from './personal-data-tables.js';

export interface PersonalDataExport {
  format: 'tokri-personal-data/1';
  exportedAt: string;
  userId: string;
  /** The user's rows of every registered table that is exported, by table name. */
  tables: Record<string, unknown[]>;
  /** The registered tables left out of the file, each with why. */
  notExported: Record<string, string>;
}

/** "Download my data" (DPDP Act 2023 §11, ADR 0051): the user’s rows of every registered table that is exported. */
export async function exportPersonalData(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<PersonalDataExport> {
  const tables: Record<string, unknown[]> = {};
  const notExported: Record<string, string> = {};
  for (const entry of PERSONAL_DATA_TABLES) {
    if (entry.exportSql === null) {
      notExported[entry.table] = entry.notExported ?? '';
      continue;
    }
    tables[entry.table] = (await db.query(entry.exportSql, [userId])).rows;
  }
  return { format: 'tokri-personal-data/1', exportedAt: now.toISOString(), userId, tables, notExported };
}
