/** Writes the requests counted since the last write and answers each key's total in the shared table. */
export type AddCounts = (
  hits: ReadonlyMap<string, number>,
  windowStart: Date,
) => Promise<Map<string, number>>;

interface Count {
  /** The key's total in the shared table at this instance's last write (the other instances' included). */
  shared: number;
  /** Requests counted here since then, not yet in the table. */
  pending: number;
}

/**
 * One instance's share of the rate limit. Far from the limit a request is counted in memory and reaches the
 * shared table with the next `flush` (the plugin flushes every second), so a request costs no database
 * work; within one batch of the limit every request is written and read back at once, so the instance that
 * sees the limit crossed refuses exactly. What others have not written yet can pass unseen: with n instances
 * a window admits at most (n − 1) × batch requests over the limit. The batch is a twentieth of the limit, so
 * a small limit (tests use 3) is counted exactly, request by request.
 */
export class RequestCounter {
  private readonly batch: number;
  private windowStart = Number.NaN;
  private counts = new Map<string, Count>();

  constructor(
    private readonly max: number,
    private readonly add: AddCounts,
  ) {
    this.batch = Math.max(1, Math.floor(max / 20));
  }

  /** Counts one request of `key` in the window beginning at `windowStart` (ms); answers the window's total. */
  async hit(key: string, windowStart: number): Promise<number> {
    if (windowStart !== this.windowStart) {
      // A new window starts every key again; what the last one did not write no longer matters.
      this.windowStart = windowStart;
      this.counts = new Map();
    }
    let count = this.counts.get(key);
    if (count === undefined) {
      count = { shared: 0, pending: 0 };
      this.counts.set(key, count);
    }
    count.pending += 1;
    const total = count.shared + count.pending;
    // Over the limit already: refused without writing, the total can only have grown since.
    if (count.shared >= this.max) return total;
    if (count.pending < this.batch && total + this.batch <= this.max) return total;
    return (await this.write([key])).get(key) ?? total;
  }

  /** Writes every request counted in memory (the plugin calls it every second and when the app closes). */
  async flush(): Promise<void> {
    await this.write([...this.counts].filter(([, count]) => count.pending > 0).map(([key]) => key));
  }

  private async write(keys: string[]): Promise<Map<string, number>> {
    const windowStart = this.windowStart;
    const counts = this.counts;
    const hits = new Map<string, number>();
    for (const key of keys) {
      const count = counts.get(key);
      if (count === undefined || count.pending === 0) continue;
      hits.set(key, count.pending);
      count.pending = 0;
    }
    try {
      const totals = await this.add(hits, new Date(windowStart));
      for (const [key, total] of totals) {
        const count = counts.get(key);
        // Requests counted while the write was under way stay pending; a newer answer never moves back.
        if (count !== undefined) count.shared = Math.max(count.shared, total);
      }
      return totals;
    } catch (error) {
      // Not written: count them again with the next write of the same window.
      for (const [key, pending] of hits) {
        const count = counts.get(key);
        if (count !== undefined) count.pending += pending;
      }
      throw error;
    }
  }
}
