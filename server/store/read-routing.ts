// Reads served by a standby (DATABASE_READ_URL) with read-your-writes for this process's writers:
// after a commit this process notes the primary's WAL position for the agents it wrote, and an
// agent's reads stay on the primary until the standby has replayed past that position. Writes
// through another replica are not known here: synchronous_commit = remote_apply covers those
// (docs/scaling.md).
import type { Knex } from "knex";

export interface ReadRouting {
  /** Where to read `agentId`'s records from now. */
  forAgent(agentId: string): Promise<Knex>;
  /** The agents whose writes just committed on the primary. */
  wrote(agentIds: Iterable<string>): Promise<void>;
}

/** Without a standby every read goes to the one database. */
export const readsFrom = (knex: Knex): ReadRouting => ({ forAgent: async () => knex, wrote: async () => {} });

// How long one look at the standby's replay position (and health) serves; reads within it share it.
const STANDBY_STATE_MS = 50;
// An agent whose commit position could not be read stays on the primary until its next write.
const UNKNOWN = BigInt(2) ** BigInt(64);

/** "16/B374D848" → a number that orders like the WAL. */
export function lsnValue(lsn: string): bigint {
  const [high, low] = lsn.split("/");
  return (BigInt(`0x${high}`) << BigInt(32)) + BigInt(`0x${low}`);
}

export function readsWithStandby(primary: Knex, standby: Knex): ReadRouting {
  const pending = new Map<string, bigint>();
  // undefined: the standby did not answer (reads go to the primary); null: it replays nothing
  // (not a standby, e.g. promoted), so it holds whatever it was written.
  let state: { at: number; replayed: bigint | null | undefined } = { at: -Infinity, replayed: undefined };
  let looking: Promise<void> | undefined;
  const look = () =>
    (looking ??= standby
      .raw("select pg_last_wal_replay_lsn()::text as lsn, pg_is_in_recovery() as recovery")
      .then(
        ({ rows }: { rows: { lsn: string | null; recovery: boolean }[] }) => {
          state = { at: performance.now(), replayed: rows[0]!.recovery && rows[0]!.lsn ? lsnValue(rows[0]!.lsn) : null };
        },
        () => {
          state = { at: performance.now(), replayed: undefined };
        },
      )
      .finally(() => (looking = undefined)));
  return {
    async forAgent(agentId) {
      if (performance.now() - state.at > STANDBY_STATE_MS) await look();
      const { replayed } = state;
      if (replayed === undefined) return primary;
      const wroteAt = pending.get(agentId);
      if (wroteAt === undefined) return standby;
      if (replayed !== null && replayed < wroteAt) return primary;
      pending.delete(agentId);
      return standby;
    },
    async wrote(agentIds) {
      let at = UNKNOWN;
      try {
        const { rows } = await primary.raw("select pg_current_wal_lsn()::text as lsn");
        at = lsnValue(rows[0].lsn);
      } catch {
        // The commit stands; only where this agent's next reads go is in doubt: the primary.
      }
      for (const agentId of agentIds) pending.set(agentId, at);
    },
  };
}
