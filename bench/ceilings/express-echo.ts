// Ceiling for B: the framework's limit. Express 5 parsing a JSON body and sending it back, with
// nothing else on the path. Run as its own process by the bench (PORT, HOST from the env).
import { jsonApp, listen } from "./express-app.ts";

const app = jsonApp();
app.post("/v1/records", (req, res) => {
  res.status(201).json(req.body);
});

listen(app);
