// Where the CLI talks to and as whom: flags first, then the environment the SDK reads too.
import type { ConnectionOptions } from "../sdk/index.ts";

export interface GlobalOptions {
  endpoint?: string;
  apiKey?: string;
}

/** The service's address and the owner's key, both always set. */
export type Connection = Required<Pick<ConnectionOptions, "apiKey" | "endpoint">>;

/** The SDK connection: an explicit endpoint, else LEDGER_ENDPOINT, else the local service (`npm start`). */
export function connection(options: GlobalOptions): Connection {
  const apiKey = options.apiKey ?? process.env.LEDGER_API_KEY;
  if (!apiKey) throw new Error("no API key: pass --api-key or set LEDGER_API_KEY (the api_key of the owner answer)");
  return { apiKey, endpoint: baseUrl(options) };
}

export function baseUrl(options: GlobalOptions): string {
  return options.endpoint ?? process.env.LEDGER_ENDPOINT ?? "http://127.0.0.1:8080";
}
