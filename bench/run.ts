/**
 * `npm run bench`: every figure is a ratio against a baseline run side by side on the same machine,
 * or a measurement printed for a person to read; never an assertion (shared machines are noisy).
 * `npm run bench -- host plain` runs only the parts named: streaming, element, plain, host, engines,
 * proxy, redis, soak. Ratios against a baseline that was not run print as NaN.
 */
import {printAims} from './aims.ts';
import {benchElement} from './element.ts';
import {benchEngines} from './engines.ts';
import {benchHostLoad} from './host-load.ts';
import {benchPlainPage} from './plain-page.ts';
import {benchProxy} from './proxy.ts';
import {benchRedis} from './redis.ts';
import {benchSoak} from './soak.ts';
import {benchStreaming} from './streaming.ts';

const PARTS = ['streaming', 'element', 'plain', 'host', 'engines', 'proxy', 'redis', 'soak'];
const named = process.argv.slice(2);
const unknown = named.filter((part) => !PARTS.includes(part));
if (unknown.length > 0) {
  console.error(`Unknown bench part: ${unknown.join(', ')}. Parts: ${PARTS.join(', ')}.`);
  process.exit(2);
}
// A blank line between parts, as their tables are printed for a person to read.
const part = async <T>(name: string, run: () => Promise<T>, otherwise: T): Promise<T> => {
  if (named.length > 0 && !named.includes(name)) return otherwise;
  const result = await run();
  console.log('');
  return result;
};

const naive30Ms = await part('streaming', benchStreaming, NaN);
const naiveBurstMs = await part('element', () => benchElement(naive30Ms), NaN);
await part('plain', () => benchPlainPage(naiveBurstMs), undefined);
await part('host', benchHostLoad, undefined);
await part('engines', benchEngines, undefined);
await part('proxy', benchProxy, undefined);
await part('redis', benchRedis, undefined);
await part('soak', benchSoak, undefined);
printAims();
