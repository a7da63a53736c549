// The web viewer (viewer/, a Preact app) at `/`: its page, and its hashed assets under
// /viewer/assets/. `npm run viewer:build` builds it into node_modules/.cache/trace-ledger/viewer
// (`npm ci` and `npm test` run that build); without a build `/` says how to make one. Only files
// the build listed at start-up are served, so no client path reaches the file system.
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { CACHE_ROOT } from "../cache-root.ts";

export const VIEWER_DIR = path.join(CACHE_ROOT, "viewer");

// The viewer only talks to this service; styles and scripts are files of the build.
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
};

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>trace-ledger</title>
<p>The viewer is not built here: run <code>npm run viewer:build</code>, then reload. The API reference is at <a href="/docs">/docs</a>.</p>\n`;

interface File {
  type: string;
  bytes: Buffer;
  immutable: boolean;
}

/** The built viewer's files by URL path, read once. */
export function viewerFiles(dir = VIEWER_DIR): Map<string, File> {
  const files = new Map<string, File>();
  const index = path.join(dir, "index.html");
  files.set("/", {
    type: "text/html; charset=utf-8",
    bytes: fs.existsSync(index) ? fs.readFileSync(index) : Buffer.from(NOT_BUILT),
    immutable: false,
  });
  const assets = path.join(dir, "assets");
  if (fs.existsSync(assets)) {
    for (const name of fs.readdirSync(assets)) {
      const type = TYPES[path.extname(name)];
      if (type) files.set(`/viewer/assets/${name}`, { type, bytes: fs.readFileSync(path.join(assets, name)), immutable: true });
    }
  }
  return files;
}

export function createViewer(files = viewerFiles()) {
  return function serveViewer(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const file = files.get(pathname);
    if (!file) return false;
    res.statusCode = 200;
    res.setHeader("content-type", file.type);
    res.setHeader("content-length", file.bytes.length);
    // Asset names carry their content hash; the page must be fetched again to find new ones.
    res.setHeader("cache-control", file.immutable ? "public, max-age=31536000, immutable" : "no-cache");
    if (file.type.startsWith("text/html")) res.setHeader("content-security-policy", CSP);
    res.end(req.method === "HEAD" ? undefined : file.bytes);
    return true;
  };
}
