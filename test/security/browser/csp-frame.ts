/**
 * The module the strict-CSP frame (`/security/csp/frame.html`) loads: the watch first, so that a
 * violation while the element's own modules load is seen too, then the corpus driver. The test
 * page drives it through `window.wacSecurity`.
 */
import {watch} from './watch.js';
import type {Findings} from './watch.js';
import type {Technique} from '../corpus.js';

/** What the frame offers the test page. */
export interface CspFrameApi {
  playTechnique: (technique: Technique) => Promise<Findings>;
  /** Does what the corpus must never achieve, to prove the watch sees it under this policy. */
  control: () => Promise<Findings>;
  findings: Findings;
}

const findings = watch(window);
const {playTechnique} = await import('./corpus-driver.js');

const control = async (): Promise<Findings> => {
  const image = document.createElement('img');
  const loaded = new Promise((resolve) => {
    image.addEventListener('error', resolve, {once: true});
    image.addEventListener('load', resolve, {once: true});
  });
  image.src = 'https://evil.example/control.png';
  document.body.append(image);
  await loaded;
  image.remove();
  return findings;
};

(window as Window & {wacSecurity?: CspFrameApi}).wacSecurity = {
  playTechnique: (technique) => playTechnique(window, technique),
  control,
  findings,
};
