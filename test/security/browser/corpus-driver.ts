/**
 * Plays the hostile corpus into `<wealth-agent-chat>` elements of one window (the test page, or
 * the strict-CSP frame) and collects everything that would betray an injection: a script that
 * ran, a request to another origin, a CSP violation, a polluted prototype, and any element or
 * attribute in the rendered shadow DOM that the element's templates cannot produce.
 */
import '../../../src/browser/element/define.js';
import {auditShadow, checkPollution, empty, watch} from './watch.js';
import type {Findings} from './watch.js';
import {CORPUS} from '../corpus.js';
import type {Technique} from '../corpus.js';
import type {WealthAgentChat} from '../../../src/browser/element/wealth-agent-chat.js';

/** Resolves after the element's next settled state; `send` alone resolves once it is rendered. */
const ask = async (el: WealthAgentChat, url: string, expect: string, findings: Findings) => {
  el.proxyUrl = url;
  const outcome = new Promise<string>((resolve) => {
    const done = (event: Event) => {
      for (const name of ['wac-done', 'wac-error', 'wac-clarification']) {
        el.removeEventListener(name, done);
      }
      resolve(event.type);
    };
    for (const name of ['wac-done', 'wac-error', 'wac-clarification']) {
      el.addEventListener(name, done);
    }
  });
  await el.send('What is the wealth tax?');
  const type = await outcome;
  await el.updateComplete;
  if (type !== expect) findings.broken.push(`${url}: ${type}, expected ${expect}`);
  for (const problem of auditShadow(el)) findings.audit.push(`${url}: ${problem}`);
};

/** Lanes of elements fed in parallel: the dev server takes a few connections at once. */
const LANES = 4;
/** Turns an element keeps before `reset()`: a long log would only slow the audit down. */
const TURNS_BEFORE_RESET = 6;
const LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'pt'] as const;

const lanes = (doc: Document): WealthAgentChat[] =>
  Array.from({length: LANES}, (_, index) => {
    const el = doc.createElement('wealth-agent-chat');
    // Each question sets its own; with none, the element would refuse to send and say so.
    el.proxyUrl = '/unused';
    el.language = LANGUAGES[index % LANGUAGES.length] ?? 'en';
    el.extendedThinking = true;
    doc.body.append(el);
    return el;
  });

/** Clarification batches of one technique (see corpus-server.ts). */
const batchesOf = (technique: Technique): number =>
  Math.ceil(CORPUS.filter((input) => input.technique === technique).length / 10);

/**
 * Streams every input of a technique through every channel into elements of `win`, then returns
 * what the watch saw meanwhile (the watch itself is started here if it was not yet).
 */
export const playTechnique = async (win: Window, technique: Technique): Promise<Findings> => {
  const findings = watch(win);
  const before = JSON.stringify(findings);
  const jobs: Array<[string, string]> = [];
  for (const input of CORPUS) {
    if (input.technique !== technique) continue;
    jobs.push([`/security/corpus/stream/${input.id}`, 'wac-error']);
    jobs.push([`/security/corpus/http/${input.id}`, 'wac-error']);
  }
  for (let batch = 0; batch < batchesOf(technique); batch++) {
    jobs.push([`/security/corpus/clarify/${technique}/${batch}`, 'wac-clarification']);
  }
  const local = empty();
  const elements = lanes(win.document);
  let next = 0;
  await Promise.all(
    elements.map(async (el) => {
      let turns = 0;
      for (let job = jobs[next++]; job; job = jobs[next++]) {
        if (turns++ === TURNS_BEFORE_RESET) {
          el.reset();
          turns = 1;
        }
        await ask(el, job[0], job[1], local);
      }
    }),
  );
  // The page still works: each element that took the corpus answers a plain question.
  await Promise.all(
    elements.map(async (el) => {
      el.reset();
      await ask(el, `/security/fault/none/none/${crypto.randomUUID()}`, 'wac-done', local);
    }),
  );
  for (const el of elements) el.remove();
  checkPollution(win, local);
  const after = findings;
  const seen = JSON.parse(before) as Findings;
  return {
    ran: after.ran.slice(seen.ran.length),
    foreign: after.foreign.slice(seen.foreign.length),
    violations: after.violations.slice(seen.violations.length),
    polluted: local.polluted,
    audit: local.audit,
    broken: local.broken,
  };
};
