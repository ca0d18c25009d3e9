import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** Off, the proxies' addresses and CIDR ranges, or a rule over (address, hops from this server): Fastify's `trustProxy`. */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

const privateNetworks = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const)
  privateNetworks.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  privateNetworks.addSubnet(network, prefix, 'ipv6');

const isPrivateAddress = (address: string) =>
  (isIPv4(address) && privateNetworks.check(address, 'ipv4')) ||
  (isIPv6(address) && privateNetworks.check(address, 'ipv6'));

/**
 * `TRUST_PROXY=true`: the one reverse proxy in front, on this machine or a private network. Trusting every hop
 * would take the client's address from the left of `X-Forwarded-For`, which the client writes itself, and
 * trusting any peer would let a client that reaches the server directly name its own address; either would
 * escape the per-IP limits.
 */
export const oneProxyOnPrivateNetwork = (address: string, hop: number) =>
  hop === 0 && isPrivateAddress(address);

const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** Reads TRUST_PROXY: `false`, `true`, or the proxies' addresses and ranges; null when it is none of these. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | null {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return oneProxyOnPrivateNetwork;
  const addresses = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const valid = (a: string) => {
    const [ip = '', prefix] = a.split('/');
    return NAMED_RANGES.includes(a) || ((isIPv4(ip) || isIPv6(ip)) && /^\d{1,3}$/.test(prefix ?? '0'));
  };
  return addresses.every(valid) ? addresses : null;
}
