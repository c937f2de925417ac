import { describe, expect, it } from 'vitest';
import { addressList, callerListed } from './address-list.ts';

describe('address lists', () => {
  it('matches addresses, ranges and the names TRUST_PROXY takes, in both families', () => {
    const listed = addressList(['loopback', '10.1.0.0/16', '192.0.2.7', '2001:db8::/32']);
    for (const address of ['127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1', '10.1.200.3', '192.0.2.7', '2001:db8::5']) {
      expect(listed(address), address).toBe(true);
    }
    for (const address of ['10.2.0.1', '192.0.2.8', '2001:db9::1', '::2', '', 'localhost', 'undefined']) {
      expect(listed(address), address).toBe(false);
    }
    expect(addressList(['uniquelocal'])('172.20.1.1')).toBe(true);
    expect(addressList(['linklocal'])('fe80::1')).toBe(true);
  });

  it('refuses a forwarded request whose forwarder is not trusted', () => {
    const loopback = addressList(['loopback']);
    expect(callerListed({ ip: '127.0.0.1', headers: {} }, loopback)).toBe(true);
    expect(callerListed({ ip: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.1' } }, loopback)).toBe(false);
    expect(callerListed({ ip: '127.0.0.1', headers: { forwarded: 'for=198.51.100.1' } }, loopback)).toBe(false);
    // the trusted proxy's hop was believed: its client's address is the one checked
    const behind = { ip: '127.0.0.1', ips: ['10.9.0.1', '127.0.0.1'], headers: { 'x-forwarded-for': '127.0.0.1' } };
    expect(callerListed(behind, loopback)).toBe(true);
    expect(callerListed({ ...behind, ip: '198.51.100.1', ips: ['10.9.0.1', '198.51.100.1'] }, loopback)).toBe(false);
  });
});
