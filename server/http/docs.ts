// The service documents itself: GET /openapi.json is the OpenAPI document the service runs on,
// and GET /docs a human API reference rendered from it by swagger-ui, served from the
// swagger-ui-dist package's own files (no CDN). Only the files listed here are served, so no
// path a client sends ever reaches the file system. These are pages, not API operations: they
// sit in front of the dispatcher and are not in the OpenAPI document.
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import openapiDocument from "../../generated/openapi.json" with { type: "json" };

const SWAGGER_UI = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

// swagger-ui sets style attributes and loads the schema's images as data: URLs; everything else
// (scripts included) comes from this service. `sandbox allow-scripts` gives the page an opaque
// origin: its third-party bundle runs, but it shares nothing with the viewer at `/` — not the
// API key the viewer keeps in sessionStorage, not its cookies or storage, not its DOM.
// `allow-forms` lets swagger-ui's Authorize form raise its submit event (which swagger-ui handles
// in the page); `form-action 'none'` still lets no form send anything anywhere. A key typed there
// stays in the page's memory: an opaque origin has no storage to keep it in.
const CSP =
  "sandbox allow-scripts allow-forms allow-downloads; default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>trace-ledger API reference</title>
<link rel="icon" type="image/png" href="/docs/favicon-32x32.png">
<link rel="stylesheet" href="/docs/swagger-ui.css">
</head>
<body>
<div id="docs"></div>
<script src="/docs/swagger-ui-bundle.js"></script>
<script src="/docs/init.js"></script>
</body>
</html>
`;

// No inline script (the CSP forbids it): the page's setup is a file of its own. "Try it out"
// offers the page's own origin first: the CSP lets the page call only that one, and the
// document's servers name the development default, which is another origin on any other port.
const INIT = `fetch("/openapi.json")
  .then((res) => res.json())
  .then((spec) => {
    const here = { url: window.location.origin, description: "this service (the page's own origin)" };
    spec.servers = [here, ...(spec.servers || []).filter((server) => server.url !== here.url)];
    window.ui = SwaggerUIBundle({ spec, dom_id: "#docs", deepLinking: true, validatorUrl: null, defaultModelsExpandDepth: 0 });
  });
`;

interface Asset {
  type: string;
  /** The package's file, or our own content. */
  file?: string;
  content?: string;
  /** Readable from any origin: the sandboxed /docs page (origin "null") fetches it. */
  anyOrigin?: true;
}

const ASSETS: Record<string, Asset> = {
  "/docs": { type: "text/html; charset=utf-8", content: PAGE },
  "/docs/": { type: "text/html; charset=utf-8", content: PAGE },
  "/docs/init.js": { type: "text/javascript; charset=utf-8", content: INIT },
  "/docs/swagger-ui.css": { type: "text/css; charset=utf-8", file: "swagger-ui.css" },
  "/docs/swagger-ui-bundle.js": { type: "text/javascript; charset=utf-8", file: "swagger-ui-bundle.js" },
  "/docs/favicon-32x32.png": { type: "image/png", file: "favicon-32x32.png" },
  "/openapi.json": { type: "application/json; charset=utf-8", content: JSON.stringify(openapiDocument), anyOrigin: true },
};

const loaded = new Map<string, Buffer>();
function bytesOf(asset: Asset): Buffer {
  const key = asset.file ?? asset.content!;
  let bytes = loaded.get(key);
  if (!bytes) loaded.set(key, (bytes = asset.file ? fs.readFileSync(path.join(SWAGGER_UI, asset.file)) : Buffer.from(asset.content!)));
  return bytes;
}

/** Answers GET/HEAD of the reference's pages and files; false for anything else (the API's turn). */
export function serveDocs(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const asset = ASSETS[pathname];
  if (!asset) return false;
  const bytes = bytesOf(asset);
  res.statusCode = 200;
  res.setHeader("content-type", asset.type);
  res.setHeader("content-length", bytes.length);
  // The package's files change only with its version; the page and the document with the service.
  res.setHeader("cache-control", asset.file ? "public, max-age=86400" : "no-cache");
  if (asset.type.startsWith("text/html")) res.setHeader("content-security-policy", CSP);
  if (asset.anyOrigin) res.setHeader("access-control-allow-origin", "*");
  res.end(req.method === "HEAD" ? undefined : bytes);
  return true;
}
