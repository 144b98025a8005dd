/**
 * The harness commands the browser tests use that each engine's driver offers differently. Chromium
 * (Playwright, over CDP) emulates media and presses chords natively; Firefox (Puppeteer over WebDriver
 * BiDi) and WebKit (classic WebDriver) have no media emulation, and WebDriver presses a chord as keys
 * held together: the `wac-*` commands in wtr-launchers.ts do what each driver can.
 */
import {emulateMedia as emulateByDriver, executeServerCommand} from '@web/test-runner-commands';
import {PATIENCE} from './engine-patience.js';

export type Engine = 'chromium' | 'firefox' | 'webkit';

/** The engine this test file runs in, as the test runner was told (`WAC_ENGINE`). */
export const engine: Engine = await executeServerCommand<Engine, undefined>('wac-engine');

/** `ms`, as long as this engine needs for what Chromium does in `ms` (see engine-patience.ts). */
export const patience = (ms: number): number => ms * PATIENCE[engine];

/** Presses a key or a chord (`Shift+Tab`), in every engine. */
export const press = async (key: string): Promise<void> => {
  await executeServerCommand('wac-press', {key});
};

/** Types `text` key by key, in every engine. */
export const typeText = async (text: string): Promise<void> => {
  await executeServerCommand('wac-type', {text});
};

/** Sets the viewport, in CSS px, in every engine. */
export const setViewport = async (size: {width: number; height: number}): Promise<void> => {
  await executeServerCommand('wac-viewport', size);
};

export interface EmulatedMedia {
  media?: 'screen' | 'print';
  forcedColors?: 'active' | 'none';
  reducedMotion?: 'reduce' | 'no-preference';
}

/**
 * What each of the element's media queries becomes under `emulated`: `all` or `not all`, or null for
 * the query as written (what the engine itself says, on a screen with no preference set).
 */
const QUERIES: Record<string, (emulated: EmulatedMedia) => string | null> = {
  print: ({media}) => (media === 'print' ? 'all' : null),
  screen: ({media}) => (media === 'print' ? 'not all' : null),
  '(forced-colors: active)': ({forcedColors}) => (forcedColors === 'active' ? 'all' : null),
  '(prefers-reduced-motion: reduce)': ({reducedMotion}) =>
    reducedMotion === 'reduce' ? 'all' : null,
  '(prefers-reduced-motion: no-preference)': ({reducedMotion}) =>
    reducedMotion === 'reduce' ? 'not all' : null,
};

/** Each switched media rule and the condition the element's source gave it. */
const switched = new Map<CSSMediaRule, string>();
let current: EmulatedMedia = {};

const mediaRules = (rules: CSSRuleList): CSSMediaRule[] =>
  [...rules].flatMap((rule) =>
    rule instanceof CSSMediaRule ? [rule, ...mediaRules(rule.cssRules)] : [],
  );

/**
 * Where the driver cannot emulate media, the element's own `@media` rules are switched on or off
 * instead (its sheets are the ones every instance adopts, so instances made later get them too):
 * the engine still computes every declaration inside, which is what these tests are about. A query
 * this does not know fails the test rather than be guessed.
 */
const switchRules = async (emulated: EmulatedMedia) => {
  current = {...current, ...emulated};
  // The chat's sheets are made once and adopted by every element: the same objects as here.
  const {chatSheets} = await import('../../src/browser/element/styles/chat-sheets.js');
  for (const sheet of chatSheets()) {
    for (const rule of mediaRules(sheet.cssRules)) {
      const source = switched.get(rule) ?? rule.media.mediaText;
      const emulate = QUERIES[source];
      if (emulate === undefined) {
        if (/print|screen|forced-colors|reduced-motion/.test(source)) {
          throw new Error(`media emulation cannot switch "@media ${source}"`);
        }
        continue;
      }
      switched.set(rule, source);
      rule.media.mediaText = emulate(current) ?? source;
    }
  }
};

/**
 * Emulates print, forced colours or reduced motion: through the driver in Chromium, by switching
 * the element's own media rules elsewhere (see {@link switchRules}).
 */
export const emulateMedia = async (emulated: EmulatedMedia): Promise<void> => {
  if (engine === 'chromium') await emulateByDriver(emulated);
  else await switchRules(emulated);
};
