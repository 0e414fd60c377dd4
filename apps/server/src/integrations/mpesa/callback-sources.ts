import net from 'node:net';

/**
 * Safaricom's published addresses for Daraja callbacks (docs/reference/mpesa-daraja.md).
 * The list can change: MPESA_CALLBACK_IPS replaces it.
 */
export const safaricomCallbackIps = [
  '196.201.214.200',
  '196.201.214.206',
  '196.201.213.114',
  '196.201.214.207',
  '196.201.214.208',
  '196.201.213.44',
  '196.201.212.127',
  '196.201.212.138',
  '196.201.212.129',
  '196.201.212.136',
  '196.201.212.74',
  '196.201.212.69',
];

/** Whether a callback's client address is one M-PESA calls from. */
export type CallbackSourceCheck = (ip: string | undefined) => boolean;

/** Open: every address passes (sandbox and the simulator, when no list is set). */
export const anySource: CallbackSourceCheck = () => true;

/** An IPv4 or IPv6 address, or a CIDR range of either; else undefined. */
function parseEntry(
  entry: string,
): { address: string; prefix?: number; family: 4 | 6 } | undefined {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return undefined;
  if (prefix === undefined) return { address, family: family as 4 | 6 };
  const bits = Number(prefix);
  const most = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || bits > most) return undefined;
  return { address, prefix: bits, family: family as 4 | 6 };
}

/** The entries of MPESA_CALLBACK_IPS that are not addresses or ranges (for start-up). */
export function invalidCallbackSources(list: readonly string[]): string[] {
  return list.filter((entry) => !parseEntry(entry));
}

/**
 * The check for a list of addresses and CIDR ranges. An IPv4 address written as IPv6
 * (::ffff:196.201.214.200, as a dual-stack socket reports it) is read as IPv4.
 */
export function callbackSourceCheck(list: readonly string[]): CallbackSourceCheck {
  const allowed = new net.BlockList();
  for (const entry of list) {
    const parsed = parseEntry(entry);
    if (!parsed) throw new Error(`Not an IP address or range: ${entry}`);
    const type = parsed.family === 4 ? 'ipv4' : 'ipv6';
    if (parsed.prefix === undefined) allowed.addAddress(parsed.address, type);
    else allowed.addSubnet(parsed.address, parsed.prefix, type);
  }
  return (ip) => {
    if (!ip) return false;
    const plain = ip.startsWith('::ffff:') && net.isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
    const family = net.isIP(plain);
    if (family === 0) return false;
    return allowed.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * MPESA_CALLBACK_IPS when set; else Safaricom's list in production, and open otherwise (the
 * sandbox and the simulator call from anywhere).
 */
export function callbackSourcesFor(
  list: readonly string[] | undefined,
  environment: 'sandbox' | 'production',
): CallbackSourceCheck {
  if (list && list.length > 0) return callbackSourceCheck(list);
  return environment === 'production' ? callbackSourceCheck(safaricomCallbackIps) : anySource;
}
