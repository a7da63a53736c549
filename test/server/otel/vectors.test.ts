// The shared OTLP span vectors (test/vectors/otel-spans.json) against the service's mapping: the
// Go exporter (go/otelledger) is held to the same file, so a span exported there and the same
// span sent here over OTLP are the same record.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { recordOf } from "../../../server/otel/map.ts";
import { decodeJson } from "../../../server/otel/spans.ts";

interface Vector {
  name: string;
  resource?: object[];
  span: object;
  record?: object;
  refused?: string;
}
const { vectors } = JSON.parse(readFileSync(new URL("../../vectors/otel-spans.json", import.meta.url), "utf8")) as { vectors: Vector[] };

describe("test/vectors/otel-spans.json", () => {
  it.each(vectors.map((vector) => [vector.name, vector] as const))("%s", (_, vector) => {
    const request = { resourceSpans: [{ resource: { attributes: vector.resource ?? [] }, scopeSpans: [{ spans: [vector.span] }] }] };
    const [resource] = decodeJson(Buffer.from(JSON.stringify(request)));
    const mapped = recordOf(resource!.spans[0]!, resource!.resource);
    if (vector.refused !== undefined) expect(mapped).toEqual({ reason: vector.refused });
    else expect(mapped).toEqual(vector.record);
  });
});
