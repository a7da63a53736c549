// An agent's logs as c2sp.org/tlog-tiles (docs/anchoring.md): the record log under
// /v1/agents/{agent_id}/log/ and the scores log under /v1/agents/{agent_id}/scores-log/, each
// its latest checkpoint's note, hash tiles and entry bundles, served alike from the log's stores.
// The owner's key reads them, and a scorer's the owner granted; anyone does once the agent is
// log_public. Another owner's private log answers exactly as a missing agent does.
import { notFound, invalid } from "../api/errors.ts";
import { cosignedNote } from "../log/checkpoints.ts";
import { parseTilePath, readTile } from "../log/tiles.ts";
import { requireLogReader } from "../auth/agent-access.ts";
import type { Agent } from "../store/agents.ts";
import type { KindStores } from "../store/log-store.ts";
import type { Handler } from "./types.ts";

const IMMUTABLE = "max-age=31536000, immutable";
// A partial tile's bytes never change either, but the full tile replaces it soon: cached briefly.
const PARTIAL = "max-age=60";

async function noteReply(log: KindStores, agentId: string) {
  const latest = await log.checkpoints.latestCheckpoint(agentId);
  if (!latest) throw notFound(log.kind === "records" ? "a checkpoint of the agent" : "a checkpoint of the agent's scores log");
  return {
    status: 200,
    body: undefined as never,
    raw: { contentType: "text/plain; charset=utf-8", bytes: Buffer.from(await cosignedNote(log.cosignatures, latest), "utf8") },
    headers: { "cache-control": "no-cache" },
  };
}

async function tileReply(log: KindStores, agent: Agent, tilePath: string) {
  const address = parseTilePath(tilePath);
  if (!address) throw invalid("/tile_path", "names a tile index beyond 2^53");
  const size = (await log.checkpoints.latestCheckpoint(agent.agentId))?.tree_size ?? 0;
  const bytes = await readTile(log.tree, agent.agentId, size, address);
  if (!bytes) throw notFound(`tile (the latest checkpoint covers ${size} ${log.kind})`);
  const scope = agent.logPublic ? "public" : "private";
  return {
    status: 200,
    body: undefined as never,
    raw: { contentType: "application/octet-stream", bytes },
    headers: { "cache-control": `${scope}, ${address.width === null ? IMMUTABLE : PARTIAL}` },
  };
}

export const getLogCheckpointHandler: Handler<"getLogCheckpoint"> = async ({ params, services, ...caller }) => {
  await requireLogReader(services, caller, params.agent_id);
  return noteReply(services.logs.records, params.agent_id);
};

export const getLogTileHandler: Handler<"getLogTile"> = async ({ params, services, ...caller }) =>
  tileReply(services.logs.records, await requireLogReader(services, caller, params.agent_id), params.tile_path);

export const getScoresLogCheckpointHandler: Handler<"getScoresLogCheckpoint"> = async ({ params, services, ...caller }) => {
  await requireLogReader(services, caller, params.agent_id);
  return noteReply(services.logs.scores, params.agent_id);
};

export const getScoresLogTileHandler: Handler<"getScoresLogTile"> = async ({ params, services, ...caller }) =>
  tileReply(services.logs.scores, await requireLogReader(services, caller, params.agent_id), params.tile_path);
