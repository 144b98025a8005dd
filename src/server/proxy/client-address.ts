/**
 * Which address a request comes from, as far as it can be trusted. A client writes any
 * `X-Forwarded-For` it likes, and load balancers (nginx's `$proxy_add_x_forwarded_for`, AWS ALB)
 * append to it: only the hops added by proxies you run can be believed, read from the right.
 * Like Express's `trust proxy`: https://expressjs.com/en/guide/behind-proxies.html
 */

/**
 * The proxies in front of this one whose `X-Forwarded-For` entries are believed: their addresses
 * and ranges (`'10.0.0.0/8'`, `'::1'`, and the names `'loopback'`, `'linklocal'`, `'uniquelocal'`,
 * `'private'` = all three), one or a list; or a hop count (`1` for one load balancer), which
 * believes whoever connects, so only for an instance nothing else can reach.
 */
export type TrustProxy = number | string | readonly string[];

const LOOPBACK = ['127.0.0.0/8', '::1/128'];
const LINKLOCAL = ['169.254.0.0/16', 'fe80::/10'];
const UNIQUELOCAL = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'];
const NAMED_RANGES: Readonly<Record<string, readonly string[]>> = {
  loopback: LOOPBACK,
  linklocal: LINKLOCAL,
  uniquelocal: UNIQUELOCAL,
  private: [...LOOPBACK, ...LINKLOCAL, ...UNIQUELOCAL],
};

/** An IPv4 address as its 4 bytes, or `undefined`. */
const ipv4 = (text: string): number[] | undefined => {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return undefined;
  const bytes = parts.map(Number);
  return bytes.every((byte) => byte <= 255) ? bytes : undefined;
};

/** An IPv6 address (`::` shorthand and a trailing IPv4 allowed) as its 16 bytes, or `undefined`. */
const ipv6 = (text: string): number[] | undefined => {
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const groups = (half: string | undefined): number[] | undefined => {
    if (half === undefined || half === '') return [];
    const words: number[] = [];
    const items = half.split(':');
    for (const [index, item] of items.entries()) {
      const tail = index === items.length - 1 ? ipv4(item) : undefined;
      if (tail)
        words.push(((tail[0] ?? 0) << 8) | (tail[1] ?? 0), ((tail[2] ?? 0) << 8) | (tail[3] ?? 0));
      else if (/^[\da-f]{1,4}$/i.test(item)) words.push(Number.parseInt(item, 16));
      else return undefined;
    }
    return words;
  };
  const head = groups(halves[0]);
  const rest = groups(halves[1]);
  if (!head || !rest) return undefined;
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  return [...head, ...Array<number>(missing).fill(0), ...rest].flatMap((word) => [
    word >> 8,
    word & 255,
  ]);
};

/** An address as bytes, an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) as the IPv4 it is. */
const parseAddress = (text: string): number[] | undefined => {
  const v4 = ipv4(text);
  if (v4) return v4;
  const v6 = ipv6(text.replace(/%.*$/, ''));
  if (v6 && v6.slice(0, 10).every((byte) => byte === 0) && v6[10] === 255 && v6[11] === 255) {
    return v6.slice(12);
  }
  return v6;
};

interface Range {
  bytes: number[];
  bits: number;
}

const parseRange = (text: string): Range => {
  const [address = '', prefix] = text.trim().split('/');
  const bytes = parseAddress(address);
  const bits = prefix === undefined ? (bytes?.length ?? 0) * 8 : Number(prefix);
  if (!bytes || !Number.isInteger(bits) || bits < 0 || bits > bytes.length * 8) {
    throw new Error(`trustProxy: "${text}" is not an IP address or CIDR range (e.g. 10.0.0.0/8).`);
  }
  return {bytes, bits};
};

const inRange = (address: number[], range: Range): boolean => {
  if (address.length !== range.bytes.length) return false;
  for (let bit = 0; bit < range.bits; bit += 8) {
    const mask = range.bits - bit >= 8 ? 255 : (255 << (8 - (range.bits - bit))) & 255;
    if (((address[bit / 8] ?? 0) & mask) !== ((range.bytes[bit / 8] ?? 0) & mask)) return false;
  }
  return true;
};

/**
 * The function that finds a request's client from the connection's address and the
 * `X-Forwarded-For` chain; throws at start-up on a `trustProxy` that is no hop count or range.
 *
 * @internal
 */
export const createClientAddress = (
  trust: TrustProxy | undefined,
): ((socketAddress: string, forwardedFor: string | null) => string) => {
  if (trust === undefined || trust === 0) return (socketAddress) => socketAddress;
  if (typeof trust === 'number') {
    if (!Number.isInteger(trust) || trust < 0) {
      throw new Error('trustProxy: a hop count must be a whole number, 0 or more.');
    }
  }
  const ranges =
    typeof trust === 'number'
      ? []
      : (typeof trust === 'string' ? trust.split(',') : trust)
          .map((entry) => entry.trim())
          .filter(Boolean)
          .flatMap((entry) => NAMED_RANGES[entry] ?? [entry])
          .map(parseRange);
  const trusted = (address: string, hop: number): boolean => {
    if (typeof trust === 'number') return hop < trust;
    const bytes = parseAddress(address);
    return bytes !== undefined && ranges.some((range) => inRange(bytes, range));
  };
  return (socketAddress, forwardedFor) => {
    // Nearest first: the connection, then X-Forwarded-For from its right-most entry.
    const chain = [
      socketAddress,
      ...(forwardedFor ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
        .reverse(),
    ];
    let hop = 0;
    while (hop < chain.length - 1 && trusted(chain[hop] ?? '', hop)) hop++;
    return chain[hop] ?? socketAddress;
  };
};

/**
 * Whether a listening address can be reached from outside this machine and its private networks:
 * an unspecified one (`0.0.0.0`, `::`, every interface) or a public one. Names other than
 * `localhost` are taken as public.
 *
 * @internal
 */
export const isPublicInterface = (host: string): boolean => {
  if (host === 'localhost') return false;
  const bytes = parseAddress(host.replace(/^\[|\]$/g, ''));
  if (!bytes) return true;
  if (bytes.every((byte) => byte === 0)) return true;
  const privateRanges = (NAMED_RANGES['private'] ?? []).map(parseRange);
  return !privateRanges.some((range) => inRange(bytes, range));
};
