// How long an idle kept-alive connection stays open. Clients reuse one until the timeout the
// service advertises less a margin (`Keep-Alive: timeout=5`; undici, behind fetch, and Node's
// Agent take a second off), timed by their own clocks: undici's advances half a second per turn
// of the event loop, so a loaded client's runs seconds behind. Closed at about the advertised time
// (Node's default: 5 s, plus 1 s), a connection was reset under a request already sent on it
// (ECONNRESET, test/server/http/keep-alive.test.ts). The service advertises the same 5 s and keeps
// idle connections 15 s (Node adds its second): a client's clock may lag 12 s.
export const KEEP_ALIVE_HINT = "timeout=5";
export const KEEP_ALIVE_IDLE_MS = 15_000;
