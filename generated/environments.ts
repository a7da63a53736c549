// generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.
/** Base URL of each SDK environment; null: no built-in address (the SDK reads LEDGER_ENDPOINT). */
export const ENVIRONMENTS = {
  "development": "http://127.0.0.1:8080",
  "production": null,
  "staging": null
} as const;

export type Environment = keyof typeof ENVIRONMENTS;

/** The environment variable that gives an address to environments without one. */
export const ENDPOINT_VARIABLE = "LEDGER_ENDPOINT";
