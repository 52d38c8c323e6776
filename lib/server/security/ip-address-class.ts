import { isIP } from "node:net";

// What kind of network an IP address belongs to, for the wallet SSRF guard. Written out by hand (no library)
// so that every notation a URL or a resolver can produce is covered and unit-tested: IPv4 in dotted, hex, octal,
// short and integer forms (normalised by the WHATWG URL parser, as fetch and undici see them), IPv6 in any
// compression, with zone ids, and IPv6 forms that embed an IPv4 address (mapped, compatible, NAT64, 6to4).

export type AddressClass =
  | "public"
  | "loopback"
  | "private"
  | "link-local"
  | "cgnat"
  | "multicast"
  /** Cloud instance metadata services: never a wallet, refused whatever the settings say. */
  | "metadata"
  /** Unspecified, broadcast, documentation, benchmarking and other special-purpose ranges. */
  | "reserved";

export interface ClassifiedAddress {
  /** The address in canonical form (IPv4 dotted quad, IPv6 as Node prints it). */
  address: string;
  family: 4 | 6;
  class: AddressClass;
  /** For IPv6 forms that embed an IPv4 address: the embedded address it was classified by. */
  embeddedIpv4?: string;
}

// Metadata endpoints: AWS/GCP/Azure/OpenStack 169.254.169.254, Azure's wire server, Oracle's 192.0.0.192,
// Alibaba's 100.100.100.200, AWS's IPv6 fd00:ec2::254.
const METADATA_IPV4 = new Set(["169.254.169.254", "168.63.129.16", "192.0.0.192", "100.100.100.200"]);
const METADATA_IPV6 = new Set(["fd00:ec2:0:0:0:0:0:254"]);

const IPV4_RANGES: { base: string; prefix: number; class: AddressClass }[] = [
  { base: "0.0.0.0", prefix: 8, class: "reserved" }, // "this network", incl. 0.0.0.0 which reaches localhost
  { base: "10.0.0.0", prefix: 8, class: "private" },
  { base: "100.64.0.0", prefix: 10, class: "cgnat" },
  { base: "127.0.0.0", prefix: 8, class: "loopback" },
  { base: "169.254.0.0", prefix: 16, class: "link-local" },
  { base: "172.16.0.0", prefix: 12, class: "private" },
  { base: "192.0.0.0", prefix: 24, class: "reserved" }, // IETF protocol assignments
  { base: "192.0.2.0", prefix: 24, class: "reserved" }, // documentation
  { base: "192.88.99.0", prefix: 24, class: "reserved" }, // 6to4 relay anycast
  { base: "192.168.0.0", prefix: 16, class: "private" },
  { base: "198.18.0.0", prefix: 15, class: "reserved" }, // benchmarking
  { base: "198.51.100.0", prefix: 24, class: "reserved" }, // documentation
  { base: "203.0.113.0", prefix: 24, class: "reserved" }, // documentation
  { base: "224.0.0.0", prefix: 4, class: "multicast" },
  { base: "240.0.0.0", prefix: 4, class: "reserved" }, // future use and 255.255.255.255 broadcast
];

function ipv4ToNumber(address: string): number {
  return address.split(".").reduce((value, part) => value * 256 + Number(part), 0);
}

function numberToIpv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join(".");
}

function classifyIpv4(address: string): AddressClass {
  if (METADATA_IPV4.has(address)) return "metadata";
  const value = ipv4ToNumber(address);
  for (const range of IPV4_RANGES) {
    const size = 2 ** (32 - range.prefix);
    const start = ipv4ToNumber(range.base);
    if (value >= start && value < start + size) return range.class;
  }
  return "public";
}

/** The eight 16-bit groups of a valid IPv6 address (zone id dropped, embedded dotted IPv4 tail expanded). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, "");
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (dotted) {
    const value = ipv4ToNumber(dotted[1]!);
    text = `${text.slice(0, -dotted[1]!.length)}${Math.floor(value / 65536).toString(16)}:${(value % 65536).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups].map((group) => parseInt(group, 16));
}

function embeddedIpv4(high: number, low: number): string {
  return numberToIpv4(high * 65536 + low);
}

function classifyIpv6(groups: number[]): { class: AddressClass; embeddedIpv4?: string } {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  const zeroPrefix = (count: number) => groups.slice(0, count).every((group) => group === 0);
  if (zeroPrefix(7) && g7 === 1) return { class: "loopback" };
  if (zeroPrefix(8)) return { class: "reserved" }; // unspecified ::
  // ::ffff:a.b.c.d (mapped), ::a.b.c.d (compatible, deprecated), 64:ff9b::a.b.c.d (NAT64), 64:ff9b:1::/48
  // (local NAT64): the packet ends up at the embedded IPv4 address, so that address decides.
  const embedded =
    (zeroPrefix(5) && (g5 === 0xffff || g5 === 0)) ||
    (g0 === 0x64 && g1 === 0xff9b && (g2 === 0 || g2 === 1) && g3 === 0 && g4 === 0 && g5 === 0)
      ? embeddedIpv4(g6, g7)
      : g0 === 0x2002 // 6to4: 2002:AABB:CCDD::/48 routes to AA.BB.CC.DD
        ? embeddedIpv4(g1, g2)
        : null;
  if (embedded) return { class: classifyIpv4(embedded), embeddedIpv4: embedded };
  if ((g0 & 0xff00) === 0xff00) return { class: "multicast" };
  if ((g0 & 0xffc0) === 0xfe80) return { class: "link-local" };
  if ((g0 & 0xffc0) === 0xfec0) return { class: "private" }; // site-local (deprecated)
  if ((g0 & 0xfe00) === 0xfc00) return { class: "private" }; // unique local fc00::/7
  if (g0 === 0x2001 && g1 === 0x0db8) return { class: "reserved" }; // documentation
  if (g0 === 0x2001 && g1 === 0) return { class: "reserved" }; // Teredo: tunnels to an obfuscated IPv4
  if (g0 === 0x0100 && g1 === 0 && g2 === 0 && g3 === 0) return { class: "reserved" }; // discard-only
  if (g0 === 0x3fff && (g1 & 0xf000) === 0) return { class: "reserved" }; // documentation (3fff::/20)
  return { class: "public" };
}

/**
 * Parses a host as an IP address (URL host or resolver answer: "[::1]", "::1", "127.1", "0x7f.1", "2130706433")
 * and classifies it; null when the text is not an IP address (a host name).
 */
export function classifyIpAddress(host: string): ClassifiedAddress | null {
  const text = host.trim().replace(/^\[(.*)\]$/, "$1");
  if (!text) return null;
  if (isIP(text.replace(/%.*$/, "")) === 6) {
    const groups = ipv6Groups(text);
    const canonical = groups.map((group) => group.toString(16)).join(":");
    if (METADATA_IPV6.has(canonical)) return { address: canonical, family: 6, class: "metadata" };
    const { class: addressClass, embeddedIpv4: embedded } = classifyIpv6(groups);
    return { address: canonical, family: 6, class: addressClass, ...(embedded ? { embeddedIpv4: embedded } : {}) };
  }
  const ipv4 = normalizeIpv4(text);
  return ipv4 ? { address: ipv4, family: 4, class: classifyIpv4(ipv4) } : null;
}

/**
 * IPv4 in any notation the WHATWG URL parser accepts (what fetch, undici and browsers connect to): dotted,
 * 1 to 4 parts, each decimal, 0x-hex or 0-octal. Returns the dotted quad, or null for a host name.
 */
function normalizeIpv4(text: string): string | null {
  if (!/^[0-9a-fx.]+$/i.test(text) || !/^(?:0x[0-9a-f]*|[0-9]+)(?:\.(?:0x[0-9a-f]*|[0-9]+)){0,3}\.?$/i.test(text))
    return null;
  let hostname: string;
  try {
    hostname = new URL(`http://${text}/`).hostname;
  } catch {
    return null; // numeric but out of range, e.g. 256.1.1.1: no URL can name it, so nothing can connect to it
  }
  return isIP(hostname) === 4 ? hostname : null;
}
