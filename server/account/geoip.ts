// Where an address is, from the GeoIP database shipped inside the geoip-lite package (GeoLite2
// data in node_modules/geoip-lite/data; nothing is downloaded at install or run time). The
// package reads its ~100 MB of data synchronously when first imported, so it is imported on the
// first lookup, not at start. Loopback, private and link-local addresses are unknown.
import { BlockList, isIP } from 'node:net';
import type { IpLocation } from '../../contract/account';

const local = new BlockList();
for (const [network, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16]] as const) {
  local.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [['::', 127], ['fc00::', 7], ['fe80::', 10]] as const) local.addSubnet(network, prefix, 'ipv6');

type GeoIp = typeof import('geoip-lite');
let geoip: Promise<GeoIp> | null = null;

/** The address as the database reads it: an IPv4-mapped IPv6 address is its IPv4 address. */
function plain(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

export function isLocalAddress(ip: string): boolean {
  const address = plain(ip);
  const family = isIP(address);
  if (family === 0) return true;
  return local.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export async function locate(ip: string): Promise<IpLocation> {
  const address = plain(ip);
  const unknown: IpLocation = { ip: address, country: null, city: null, latitude: null, longitude: null };
  if (isLocalAddress(address)) return unknown;
  geoip ??= import('geoip-lite').then((module) => (module as { default?: GeoIp }).default ?? module);
  const found = (await geoip).lookup(address);
  if (!found) return unknown;
  return {
    ip: address,
    country: found.country || null,
    city: found.city || null,
    latitude: found.ll?.[0] ?? null,
    longitude: found.ll?.[1] ?? null,
  };
}
