// Who counts as one client for HTTP_MAX_CONNECTIONS_PER_ADDRESS (the cap itself, on a real
// service: test/reliability/connections-per-address.test.ts).
import { describe, expect, it } from "vitest";
import { clientOf } from "../../../server/http/connection-cap.ts";

describe("clientOf", () => {
  it("is the IPv4 address, also when it arrives IPv4-mapped", () => {
    expect(clientOf("127.0.0.1")).toBe("127.0.0.1");
    expect(clientOf("::ffff:10.1.2.3")).toBe("10.1.2.3");
  });

  it("is the /64 of an IPv6 address, however it is written", () => {
    expect(clientOf("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientOf("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(clientOf("2001:0db8:0001:0002::")).toBe("2001:db8:1:2::/64");
    expect(clientOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientOf("::1")).toBe("0:0:0:0::/64");
    expect(clientOf("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientOf("2001:db8:1:3::1")).not.toBe(clientOf("2001:db8:1:2::1"));
  });
});
