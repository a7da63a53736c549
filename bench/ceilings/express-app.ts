// The Express app both Express ceilings start from: JSON bodies parsed by express.json(), a
// health route the bench polls for readiness, and a listen on PORT/HOST that stops on SIGTERM.
import express from "express";

export function jsonApp(): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.disable("etag");
  app.use(express.json({ limit: "1mb" }));
  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  return app;
}

export function listen(app: express.Express, onStop: () => Promise<void> = async () => {}): void {
  const server = app.listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1");
  process.once("SIGTERM", () => server.close(() => void onStop().then(() => process.exit(0))));
}
