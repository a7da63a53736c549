// generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.
import type { Validator } from "../validate.ts";
import type * as T from "../types/schema.ts";

export declare const CheckpointSignature: Validator<T.CheckpointSignature>;
export declare const CreateCheckpointRequest: Validator<T.CreateCheckpointRequest>;
export declare const CreateOwnerRequest: Validator<T.CreateOwnerRequest>;
export declare const CreateScoreConfigRequest: Validator<T.CreateScoreConfigRequest>;
export declare const CreateScorerRequest: Validator<T.CreateScorerRequest>;
export declare const RecordBatchRequest: Validator<T.RecordBatchRequest>;
export declare const RegisterAgentRequest: Validator<T.RegisterAgentRequest>;
export declare const RotateKeyRequest: Validator<T.RotateKeyRequest>;
export declare const Score: Validator<T.Score>;
export declare const ScoreBatchRequest: Validator<T.ScoreBatchRequest>;
export declare const UpdateAgentRequest: Validator<T.UpdateAgentRequest>;
export declare const UpdateOwnerRequest: Validator<T.UpdateOwnerRequest>;
export declare const UpdateScoreConfigRequest: Validator<T.UpdateScoreConfigRequest>;
