// generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.
import type { Validator } from "../validate.ts";
import type * as T from "../types/schema.ts";

export declare const createCheckpoint: Validator<Record<string, unknown>>;
export declare const createOwner: Validator<Record<string, unknown>>;
export declare const getAgent: Validator<Record<string, unknown>>;
export declare const getCheckpoint: Validator<Record<string, unknown>>;
export declare const getConsistencyProof: Validator<Record<string, unknown>>;
export declare const getInclusionProof: Validator<Record<string, unknown>>;
export declare const getLatestCheckpoint: Validator<Record<string, unknown>>;
export declare const getOwner: Validator<Record<string, unknown>>;
export declare const getRecord: Validator<Record<string, unknown>>;
export declare const getSession: Validator<Record<string, unknown>>;
export declare const getTrace: Validator<Record<string, unknown>>;
export declare const health: Validator<Record<string, unknown>>;
export declare const listAgents: Validator<Record<string, unknown>>;
export declare const listSessions: Validator<Record<string, unknown>>;
export declare const ready: Validator<Record<string, unknown>>;
export declare const recoverOwnerKey: Validator<Record<string, unknown>>;
export declare const registerAgent: Validator<Record<string, unknown>>;
export declare const resolveAgent: Validator<Record<string, unknown>>;
export declare const rotateOwnerKey: Validator<Record<string, unknown>>;
export declare const searchRecords: Validator<Record<string, unknown>>;
export declare const signCheckpoint: Validator<Record<string, unknown>>;
export declare const submitBatch: Validator<Record<string, unknown>>;
export declare const submitRecord: Validator<Record<string, unknown>>;
export declare const updateAgent: Validator<Record<string, unknown>>;
export declare const updateOwner: Validator<Record<string, unknown>>;
