// Score configs (issue 34): an owner's rules for scores of a name. A config is never edited, only
// archived; scores that already name it stay valid.
import { randomUUID } from "node:crypto";
import type { Database } from "./db.ts";

export interface ScoreConfig {
  config_id: string;
  name: string;
  data_type: "numeric" | "categorical" | "boolean";
  min?: number;
  max?: number;
  categories?: string[];
  description?: string;
  archived: boolean;
  created_ms: number;
}

export interface ConfigRow {
  config_id: string;
  owner_id: string;
  name: string;
  data_type: ScoreConfig["data_type"];
  min_value: number | null;
  max_value: number | null;
  categories: string[] | null;
  description: string | null;
  archived: boolean;
  created_ms: number | string;
}

export const toConfig = (row: ConfigRow): ScoreConfig => ({
  config_id: row.config_id,
  name: row.name,
  data_type: row.data_type,
  ...(row.min_value === null ? {} : { min: row.min_value }),
  ...(row.max_value === null ? {} : { max: row.max_value }),
  ...(row.categories === null ? {} : { categories: row.categories }),
  ...(row.description === null ? {} : { description: row.description }),
  archived: row.archived,
  created_ms: Number(row.created_ms),
});

export type NewScoreConfig = Pick<ScoreConfig, "name" | "data_type" | "min" | "max" | "categories" | "description">;

export async function createScoreConfig(db: Database, ownerId: string, config: NewScoreConfig, now: number): Promise<ScoreConfig> {
  const [row]: ConfigRow[] = await db
    .knex("score_configs")
    .insert({
      config_id: randomUUID(),
      owner_id: ownerId,
      name: config.name,
      data_type: config.data_type,
      min_value: config.min ?? null,
      max_value: config.max ?? null,
      categories: config.categories === undefined ? null : JSON.stringify(config.categories),
      description: config.description ?? null,
      created_ms: now,
    })
    .returning("*");
  return toConfig(row!);
}

export async function listScoreConfigs(db: Database, ownerId: string): Promise<ScoreConfig[]> {
  const rows: ConfigRow[] = await db
    .knex("score_configs")
    .where({ owner_id: ownerId })
    .orderBy([{ column: "created_ms" }, { column: "config_id" }]);
  return rows.map(toConfig);
}

/** Archives an owner's config; null when the owner has no such config. */
export async function archiveScoreConfig(db: Database, ownerId: string, configId: string): Promise<ScoreConfig | null> {
  const [row]: ConfigRow[] = await db
    .knex("score_configs")
    .where({ owner_id: ownerId, config_id: configId })
    .update({ archived: true })
    .returning("*");
  return row ? toConfig(row) : null;
}
