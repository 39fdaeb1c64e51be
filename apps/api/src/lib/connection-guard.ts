import { BlockList, isIP, type Socket } from 'node:net';
import type { Server } from 'node:http';

export type ConnectionGuardOptions = {
  /** Open connections one address may hold at once; 0 = no limit. */
  maxPerAddress: number;
  /**
   * Addresses the limit does not apply to: the trusted reverse proxies (every client arrives through
   * them, so their sockets carry everybody's traffic) and loopback (the proxy or tools on this host).
   */
  exempt: BlockList;
};

/** `::ffff:1.2.3.4` is the IPv4 client 1.2.3.4 on a dual-stack socket. */
function plainAddress(address: string | undefined): string | null {
  if (!address) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** The exemption list from CIDRs/addresses as TRUST_PROXY writes them ("10.0.0.5, 172.18.0.0/16"). */
export function exemptAddresses(list: string | false, { loopback }: { loopback: boolean }): BlockList {
  const block = new BlockList();
  const entries = [...(list ? list.split(',') : []), ...(loopback ? ['127.0.0.0/8', '::1/128'] : [])];
  for (const entry of entries.map((e) => e.trim()).filter(Boolean)) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) block.addAddress(address, family);
    else block.addSubnet(address, Number(prefix), family);
  }
  return block;
}

/**
 * Caps the open connections of each client address: a client holding sockets open (slow headers,
 * slow bodies, idle keep-alives) cannot take every socket of the process. Sockets over the cap are
 * closed at once, before Node reads a byte of them; the others are untouched.
 */
export function guardConnections(server: Server, { maxPerAddress, exempt }: ConnectionGuardOptions): void {
  if (maxPerAddress <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = plainAddress(socket.remoteAddress);
    if (!address) return;
    if (exempt.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > maxPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
