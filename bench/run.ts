/**
 * `npm run bench`: every figure is a ratio against a baseline run side by side on the same machine,
 * or a measurement printed for a person to read; never an assertion (shared machines are noisy).
 */
import {benchElement} from './element.ts';
import {benchHostLoad} from './host-load.ts';
import {benchPlainPage} from './plain-page.ts';
import {benchProxy} from './proxy.ts';
import {benchRedis} from './redis.ts';
import {benchSoak} from './soak.ts';
import {benchStreaming} from './streaming.ts';

const naive30Ms = await benchStreaming();
console.log('');
const naiveBurstMs = await benchElement(naive30Ms);
console.log('');
await benchPlainPage(naiveBurstMs);
console.log('');
await benchHostLoad();
console.log('');
await benchProxy();
console.log('');
await benchRedis();
console.log('');
await benchSoak();
