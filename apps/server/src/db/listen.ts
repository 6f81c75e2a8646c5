import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener is told: each notification of its channel, and whether it hears the channel at all. */
export interface ChannelHandlers {
  notified(): void;
  /** False while the connection that listens is lost: notifications sent meanwhile are never heard. */
  live(live: boolean): void;
}

export type StopListening = () => Promise<void>;

/** PGlite runs in this process: its notifications cannot be lost, so the channel is live from the start. */
export async function listenPglite(
  client: PGlite,
  channel: string,
  on: ChannelHandlers,
): Promise<StopListening> {
  const unlisten = await client.listen(channel, () => on.notified());
  on.live(true);
  // Called with nothing: its optional argument is a transaction to unlisten in.
  return () => unlisten();
}

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries), opened again with growing
 * pauses whenever it is lost (a restart, a failover); `live(false)` from the loss until LISTEN answers again.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  on: ChannelHandlers,
): Promise<StopListening> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let pause = RETRY_FIRST_MS;

  // 'error' and 'end' may both come for one loss: only the first, for the current connection, counts.
  const lost = (from: pg.Client) => {
    if (client !== from) return;
    on.live(false);
    from.removeAllListeners();
    from.end().catch(() => {});
    client = undefined;
    if (stopped) return;
    retry = setTimeout(() => void connect(), pause);
    retry.unref();
    pause = Math.min(pause * 2, RETRY_MAX_MS);
  };

  async function connect() {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel) on.notified();
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      pause = RETRY_FIRST_MS;
      on.live(true);
    } catch {
      lost(next);
    }
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    on.live(false);
    const last = client;
    client = undefined;
    last?.removeAllListeners();
    await last?.end().catch(() => {});
  };
}
