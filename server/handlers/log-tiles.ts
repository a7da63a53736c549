// An agent's log as c2sp.org/tlog-tiles under /v1/agents/{agent_id}/log/ (docs/anchoring.md):
// the latest checkpoint's note, hash tiles and entry bundles. The owner's key reads it, and a
// scorer's the owner granted; anyone does once the agent is log_public. Another owner's private log answers exactly as a missing
// agent does.
import { notFound, invalid } from "../http/errors.ts";
import { cosignedCheckpointJson } from "../log/checkpoints.ts";
import { parseTilePath, readTile } from "../log/tiles.ts";
import type { Services } from "../services.ts";
import type { Caller } from "../auth/request.ts";
import { getAgent } from "../store/agents.ts";
import { isGranted } from "../store/scorers.ts";
import type { Handler } from "./types.ts";

const IMMUTABLE = "max-age=31536000, immutable";
// A partial tile's bytes never change either, but the full tile replaces it soon: cached briefly.
const PARTIAL = "max-age=60";

async function readableAgent(services: Services, caller: Caller, agentId: string) {
  const agent = await getAgent(services.db, agentId);
  const granted = async () => caller.scorerId !== undefined && isGranted(services.db, caller.scorerId, agent!.ownerId);
  if (!agent || !(agent.logPublic || agent.ownerId === caller.ownerId || (await granted()))) throw notFound("agent");
  return agent;
}

export const getLogCheckpointHandler: Handler<"getLogCheckpoint"> = async ({ params, services, ...caller }) => {
  await readableAgent(services, caller, params.agent_id);
  const latest = await services.logStore.latestCheckpoint(params.agent_id);
  if (!latest) throw notFound("a checkpoint of the agent");
  return {
    status: 200,
    body: undefined as never,
    raw: { contentType: "text/plain; charset=utf-8", bytes: Buffer.from((await cosignedCheckpointJson(services.logStore, latest)).note, "utf8") },
    headers: { "cache-control": "no-cache" },
  };
};

export const getLogTileHandler: Handler<"getLogTile"> = async ({ params, services, ...caller }) => {
  const agent = await readableAgent(services, caller, params.agent_id);
  const address = parseTilePath(params.tile_path);
  if (!address) throw invalid("/tile_path", "names a tile index beyond 2^53");
  const size = (await services.logStore.latestCheckpoint(params.agent_id))?.tree_size ?? 0;
  const bytes = await readTile(services.logStore, params.agent_id, size, address);
  if (!bytes) throw notFound(`tile (the latest checkpoint covers ${size} records)`);
  const scope = agent.logPublic ? "public" : "private";
  return {
    status: 200,
    body: undefined as never,
    raw: { contentType: "application/octet-stream", bytes },
    headers: { "cache-control": `${scope}, ${address.width === null ? IMMUTABLE : PARTIAL}` },
  };
};
