import {expect} from '@open-wc/testing';
import {patience} from '../../helpers/engine-harness.js';
import {CORPUS, TECHNIQUES, countByTechnique} from '../corpus.js';
import {until} from '../../helpers/chat-harness.js';
import {playTechnique} from './corpus-driver.js';
import {empty, watch} from './watch.js';
import type {CspFrameApi} from './csp-frame.js';
import type {Technique} from '../../security/corpus.js';
import type {Findings} from './watch.js';

const clean = empty();

/**
 * How long one technique may take to play, in Chromium (`patience` scales it per engine): the
 * oversized inputs are each up to 100 kB of markdown through every channel, four times the work of
 * the others (45 s of Firefox's 60 on a quiet machine, past it on a loaded one).
 */
const budget = (technique: Technique): number =>
  patience(technique === 'oversized' ? 120_000 : 30_000);

/** Findings without the noise of a long list: the first few of each, enough to see the problem. */
const summary = (findings: Findings): Findings =>
  Object.fromEntries(
    Object.entries(findings).map(([key, list]) => [key, (list as string[]).slice(0, 5)]),
  ) as unknown as Findings;

/**
 * Issue 10: every hostile input, through every untrusted channel (answer, thinking, marker titles
 * and URLs, clarification questions and options, error events, HTTP error bodies), into the
 * element; no script may run, nothing may be fetched from another origin, nothing outside the
 * element's templates may render, and the element must still answer afterwards.
 */
describe('<wealth-agent-chat> hostile corpus', () => {
  it(`should hold at least 300 inputs in ${TECHNIQUES.length} techniques`, () => {
    expect(CORPUS.length).to.be.at.least(300);
    for (const count of Object.values(countByTechnique())) expect(count).to.be.at.least(15);
  });

  describe('the watch', () => {
    it('should notice a script that ran and a request to another origin', async () => {
      const findings = watch(window);
      const ran = findings.ran.length;
      const foreign = findings.foreign.length;
      // A scratch node outside any element: what the corpus would achieve if it got through.
      const scratch = document.createElement('div');
      const image = document.createElement('img');
      // The handler attribute first: listeners run in the order they were added.
      image.setAttribute('onerror', '__wacPwn()');
      const failed = new Promise((resolve) => {
        image.addEventListener('error', resolve);
      });
      image.src = 'https://evil.example/control.png';
      scratch.append(image);
      document.body.append(scratch);
      await failed;
      scratch.remove();
      expect(findings.ran.length).to.equal(ran + 1);
      await until(() => findings.foreign.length > foreign, 'the foreign request to be seen', 8000);
    });
  });

  describe('on a page without CSP', () => {
    for (const technique of TECHNIQUES) {
      it(`should keep every ${technique} input inert in every channel`, async function () {
        this.timeout(budget(technique));
        const findings = await playTechnique(window, technique);
        expect(summary(findings)).to.deep.equal(clean);
      });
    }
  });

  describe('under a strict CSP with Trusted Types', () => {
    let frame: HTMLIFrameElement;
    let api: CspFrameApi;

    before(async function () {
      this.timeout(patience(20_000));
      frame = document.createElement('iframe');
      frame.src = '/security/csp/frame.html';
      document.body.append(frame);
      const view = (): (Window & {wacSecurity?: CspFrameApi}) | null => frame.contentWindow;
      await until(() => view()?.wacSecurity !== undefined, 'the CSP frame to load', 15_000);
      api = view()?.wacSecurity as CspFrameApi;
    });

    after(() => {
      frame.remove();
    });

    it('should load the element with no violation, and notice one when it happens', async () => {
      expect(api.findings.violations).to.deep.equal([]);
      await api.control();
      await until(
        () => api.findings.violations.some((line) => line.includes('evil.example/control.png')),
        'the control image to be reported as a violation',
        8000,
      );
      api.findings.violations.length = 0;
    });

    for (const technique of TECHNIQUES) {
      it(`should keep every ${technique} input inert in every channel`, async function () {
        this.timeout(budget(technique));
        const findings = await api.playTechnique(technique);
        expect(summary(findings)).to.deep.equal(clean);
      });
    }
  });
});
