// Express as the adapter (HTTP_ADAPTER=express), for deployments that mount the service in an
// Express app of their own. It adds nothing to the request path but its own overhead.
import express from "express";
import type { RequestHandler } from "./handler.ts";

export function expressApp(handler: RequestHandler): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.disable("etag");
  app.use(handler);
  return app;
}
