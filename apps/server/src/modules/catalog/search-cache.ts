import type { Database } from '../../db/database.js';

/** Channel the catalogue triggers notify on any write to products, packs or categories (migration 0038). */
export const CATALOGUE_CHANNEL = 'tokri_catalogue';

/**
 * A bounded cache of search answers per normalised query (ADR 0059), shared by every customer of this instance.
 * Every instance LISTENs on the catalogue channel and drops everything on any catalogue write anywhere. Until it
 * listens (and after it stops) it caches nothing, so an instance that cannot hear changes never serves a stale
 * answer. A fill started before a change is not stored: `generation` moves on every change.
 */
export class SearchCache<Value> {
  private readonly entries = new Map<string, { value: Value; at: number }>();
  private readonly loading = new Map<string, { generation: number; value: Promise<Value> }>();
  private generation = 0;
  private listening = false;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly db: Pick<Database, 'listen'>,
    private readonly maxEntries = 5000,
    /** Backstop: while the LISTEN connection is being re-made, changes are not heard; nothing lives longer. */
    private readonly maxAgeMs = 30_000,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.db.listen(CATALOGUE_CHANNEL, () => this.clear());
    this.listening = true;
  }

  async stop(): Promise<void> {
    this.listening = false;
    this.clear();
    await this.unlisten?.();
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached answer, or `load`'s (stored when no change was heard while it ran). */
  async get(key: string, load: () => Promise<Value>): Promise<Value> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.maxAgeMs) {
      // Least recently used goes first: a hit moves to the end of the map's order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const generation = this.generation;
    // One load per key at a time: when an entry expires or a change empties the cache, every shopper typing the
    // same word would otherwise run the same search at once (the open-loop bench saw p99 jump to 130 ms). A load
    // started before a change is not shared with requests that came after it.
    const pending = this.loading.get(key);
    if (pending && pending.generation === generation) return pending.value;
    const loading = load();
    this.loading.set(key, { generation, value: loading });
    try {
      const value = await loading;
      if (this.listening && generation === this.generation) {
        this.entries.delete(key);
        this.entries.set(key, { value, at: Date.now() });
        if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      }
      return value;
    } finally {
      if (this.loading.get(key)?.value === loading) this.loading.delete(key);
    }
  }
}
