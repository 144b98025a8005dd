/**
 * Runs the contract suite against a real service (or a client's staging, or a simulator started by
 * hand): `npm run test:contract`, i.e. `node --import tsx --test test/contract/run.ts`.
 *
 * Environment: `WEALTH_AGENT_BASE_URL` and `WEALTH_AGENT_API_KEY` (required);
 * `WEALTH_AGENT_REVOKED_KEY` (a revoked key, checks its 401) and `WEALTH_AGENT_EXHAUSTED_KEY` (a key
 * whose daily quota is used up, checks the 429) are optional.
 */
import {defineContractSuite} from './contract-suite.js';

const env = (name: string): string | undefined => process.env[name]?.trim() || undefined;

const baseUrl = env('WEALTH_AGENT_BASE_URL');
const apiKey = env('WEALTH_AGENT_API_KEY');

const problem =
  baseUrl === undefined || apiKey === undefined
    ? `Set ${[
        baseUrl === undefined ? 'WEALTH_AGENT_BASE_URL' : '',
        apiKey === undefined ? 'WEALTH_AGENT_API_KEY' : '',
      ]
        .filter(Boolean)
        .join(' and ')} to run the contract suite against a service, e.g.\n` +
      '  WEALTH_AGENT_BASE_URL=https://agent.example.com WEALTH_AGENT_API_KEY=sk_live_... npm run test:contract\n' +
      'Optional: WEALTH_AGENT_REVOKED_KEY (checks 401 for a revoked key), WEALTH_AGENT_EXHAUSTED_KEY ' +
      "(checks 429 for a used-up quota). It spends about ten short answers of the key's quota."
    : !/^https?:\/\/[^/]/i.test(baseUrl)
      ? `WEALTH_AGENT_BASE_URL must be an http(s) URL, such as https://agent.example.com; got "${baseUrl}".`
      : undefined;

if (problem !== undefined || baseUrl === undefined || apiKey === undefined) {
  console.error(`Contract suite not run. ${problem ?? ''}`);
  process.exitCode = 1;
} else {
  const revokedKey = env('WEALTH_AGENT_REVOKED_KEY');
  const exhaustedKey = env('WEALTH_AGENT_EXHAUSTED_KEY');
  defineContractSuite({
    baseUrl,
    apiKey,
    ...(revokedKey === undefined ? {} : {revokedKey}),
    ...(exhaustedKey === undefined ? {} : {exhaustedKey}),
  });
}
