import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import { oneProxyOnPrivateNetwork, parseTrustProxy } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
  });

  it('trusts, for `true`, only the nearest hop and only from this machine or a private network', () => {
    expect(parseTrustProxy('true')).toBe(oneProxyOnPrivateNetwork);
    expect(parseTrustProxy('1')).toBe(oneProxyOnPrivateNetwork);
    for (const peer of ['127.0.0.1', '::1', '::ffff:10.0.0.2', '172.20.0.3', '192.168.1.9', 'fd00::5'])
      expect(oneProxyOnPrivateNetwork(peer, 0)).toBe(true);
    expect(oneProxyOnPrivateNetwork('203.0.113.7', 0)).toBe(false);
    expect(oneProxyOnPrivateNetwork('10.0.0.2', 1)).toBe(false);
  });

  it('takes a list of proxy addresses and ranges, and names a bad one at start-up', () => {
    expect(parseTrustProxy('10.0.0.5, 10.1.0.0/16, loopback')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
    ]);
    expect(() => parseEnv({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY: must be true, false, or/);
  });
});
