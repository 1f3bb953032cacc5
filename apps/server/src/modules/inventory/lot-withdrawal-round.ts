import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { lotsPastSellBy, withdrawLotIfPastSellBy } from './stock-lots.js';

export interface LotWithdrawalResult {
  /** Lots withdrawn by this round. */
  lots: number;
  /** Units that left stock with them. */
  units: number;
}

/**
 * The withdrawal round (issue 15 item 3, ADR 0046), every minute: each lot whose sell-by moment has passed on the
 * injected clock leaves available stock and is marked withdrawn, one lot per transaction. The round needs no lease
 * table: the stock row's lock orders it against checkouts and other instances, and the check under that lock
 * ("not withdrawn, sell-by passed") makes a second instance's attempt on the same lot a no-op.
 */
export async function runLotWithdrawalRound(
  db: Database,
  clock: Clock,
  batch = 100,
): Promise<LotWithdrawalResult> {
  const at = clock();
  let lots = 0;
  let units = 0;
  for (const lotId of await lotsPastSellBy(db, at, batch)) {
    const withdrawn = await db.transaction((tx) => withdrawLotIfPastSellBy(tx, lotId, at));
    if (withdrawn === null) continue;
    lots += 1;
    units += withdrawn;
  }
  return { lots, units };
}
