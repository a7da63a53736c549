// Reference for B (no target): the same JSON echo as express-echo.ts on bare node:http, so the
// table shows what the framework itself costs (Express re-prototypes req and res and runs its
// router on every request). Run as its own process by the bench (PORT, HOST from the env).
import { createServer } from "node:http";

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    let status = 200;
    let payload = '{"status":"ok"}';
    if (req.method === "POST") {
      try {
        payload = JSON.stringify(JSON.parse(Buffer.concat(chunks).toString("utf8")));
        status = 201;
      } catch {
        status = 400;
      }
    }
    res.writeHead(status, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(payload) });
    res.end(payload);
  });
});
server.listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1");
process.once("SIGTERM", () => server.close(() => process.exit(0)));
