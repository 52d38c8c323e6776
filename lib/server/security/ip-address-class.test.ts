import { describe, expect, it } from "vitest";
import { classifyIpAddress } from "./ip-address-class";

describe("classifyIpAddress", () => {
  it.each([
    // IPv4, dotted
    ["8.8.8.8", "8.8.8.8", "public"],
    ["127.0.0.1", "127.0.0.1", "loopback"],
    ["127.255.255.254", "127.255.255.254", "loopback"],
    ["10.1.2.3", "10.1.2.3", "private"],
    ["172.16.0.1", "172.16.0.1", "private"],
    ["172.31.255.255", "172.31.255.255", "private"],
    ["172.32.0.1", "172.32.0.1", "public"],
    ["192.168.1.1", "192.168.1.1", "private"],
    ["169.254.1.1", "169.254.1.1", "link-local"],
    ["169.254.169.254", "169.254.169.254", "metadata"],
    ["100.64.0.1", "100.64.0.1", "cgnat"],
    ["100.127.255.255", "100.127.255.255", "cgnat"],
    ["100.128.0.1", "100.128.0.1", "public"],
    ["100.100.100.200", "100.100.100.200", "metadata"],
    ["224.0.0.251", "224.0.0.251", "multicast"],
    ["239.255.255.250", "239.255.255.250", "multicast"],
    ["0.0.0.0", "0.0.0.0", "reserved"],
    ["255.255.255.255", "255.255.255.255", "reserved"],
    ["192.0.2.10", "192.0.2.10", "reserved"],
    ["198.18.0.1", "198.18.0.1", "reserved"],
    // IPv4, odd notations (what URL parsers and inet_aton accept)
    ["0x7f.1", "127.0.0.1", "loopback"],
    ["0x7f000001", "127.0.0.1", "loopback"],
    ["2130706433", "127.0.0.1", "loopback"],
    ["017700000001", "127.0.0.1", "loopback"],
    ["0177.0.0.1", "127.0.0.1", "loopback"],
    ["127.1", "127.0.0.1", "loopback"],
    ["10.1", "10.0.0.1", "private"],
    ["0xa9.0xfe.0xa9.0xfe", "169.254.169.254", "metadata"],
    ["3232235777", "192.168.1.1", "private"],
    ["134744072", "8.8.8.8", "public"],
    // IPv6
    ["::1", "0:0:0:0:0:0:0:1", "loopback"],
    ["[::1]", "0:0:0:0:0:0:0:1", "loopback"],
    ["0:0:0:0:0:0:0:1", "0:0:0:0:0:0:0:1", "loopback"],
    ["::", "0:0:0:0:0:0:0:0", "reserved"],
    ["fe80::1%eth0", "fe80:0:0:0:0:0:0:1", "link-local"],
    ["fc00::1", "fc00:0:0:0:0:0:0:1", "private"],
    ["fd12:3456::1", "fd12:3456:0:0:0:0:0:1", "private"],
    ["fd00:ec2::254", "fd00:ec2:0:0:0:0:0:254", "metadata"],
    ["ff02::1", "ff02:0:0:0:0:0:0:1", "multicast"],
    ["2001:db8::1", "2001:db8:0:0:0:0:0:1", "reserved"],
    ["2606:4700:4700::1111", "2606:4700:4700:0:0:0:0:1111", "public"],
  ])("%s is %s, %s", (input, address, expectedClass) => {
    expect(classifyIpAddress(input)).toMatchObject({ address, class: expectedClass });
  });

  it.each([
    ["::ffff:127.0.0.1", "127.0.0.1", "loopback"],
    ["[::ffff:127.0.0.1]", "127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "127.0.0.1", "loopback"],
    ["[::ffff:7f00:1]", "127.0.0.1", "loopback"],
    ["::ffff:10.0.0.1", "10.0.0.1", "private"],
    ["::ffff:169.254.169.254", "169.254.169.254", "metadata"],
    ["::ffff:8.8.8.8", "8.8.8.8", "public"],
    ["::127.0.0.1", "127.0.0.1", "loopback"],
    ["64:ff9b::7f00:1", "127.0.0.1", "loopback"],
    ["64:ff9b::8.8.8.8", "8.8.8.8", "public"],
    ["2002:c0a8:0101::1", "192.168.1.1", "private"],
    ["2002:0808:0808::1", "8.8.8.8", "public"],
  ])("IPv6 %s embeds %s, %s", (input, embedded, expectedClass) => {
    expect(classifyIpAddress(input)).toMatchObject({ family: 6, embeddedIpv4: embedded, class: expectedClass });
  });

  it.each([
    "example.com",
    "localhost",
    "wallet.casino.example",
    "1.2.3.4.example",
    "0x7g.1",
    "256.1.1.1",
    "1.2.3.4.5",
    "",
    "[]",
    "::g",
  ])("%j is not an IP address", (input) => {
    expect(classifyIpAddress(input)).toBeNull();
  });
});
