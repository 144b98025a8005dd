/**
 * `npm run bench`: every figure is a ratio against a baseline run side by side on the same machine,
 * or a measurement printed for a person to read; never an assertion (shared machines are noisy).
 */
import {benchProxy} from './proxy.ts';
import {benchRedis} from './redis.ts';
import {benchSoak} from './soak.ts';
import {benchStreaming} from './streaming.ts';

await benchStreaming();
console.log('');
await benchProxy();
console.log('');
await benchRedis();
console.log('');
await benchSoak();
