import { BlockList, isIP } from 'node:net';

/** The names TRUST_PROXY also takes (proxy-addr's), as the ranges they stand for. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

export type AddressList = (address: string) => boolean;

/**
 * Whether an address is in the list (addresses, CIDR ranges, names), checked as config.ts has
 * validated it. An IPv4 client seen on a dual-stack socket as ::ffff:a.b.c.d matches its IPv4 range.
 */
export function addressList(items: readonly string[]): AddressList {
  const list = new BlockList();
  for (const item of items.flatMap((entry) => NAMED_RANGES[entry] ?? [entry])) {
    const [address, bits] = item.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}

interface Caller {
  ip: string;
  ips?: string[];
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The caller's address (request.ip, as the trusted proxies give it) is listed. A request forwarded by a
 * proxy that TRUST_PROXY does not name is refused: the address seen is the proxy's, and a proxy on this
 * machine would make every one of its clients look like loopback.
 */
export function callerListed(request: Caller, allowed: AddressList): boolean {
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  const believedHops = (request.ips?.length ?? 1) - 1;
  if (forwarded && believedHops === 0) return false;
  return allowed(request.ip);
}
