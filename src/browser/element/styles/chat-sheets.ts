import {actionsStyles} from './actions.styles.js';
import {clarificationStyles} from './clarification.styles.js';
import {composerStyles} from './composer.styles.js';
import {controlsStyles} from './controls.styles.js';
import {markdownStyles} from './markdown.styles.js';
import {printStyles} from './print.styles.js';
import {shellStyles} from './shell.styles.js';
import {sourcesStyles} from './sources.styles.js';
import {thinkingStyles} from './thinking.styles.js';
import {loaderSheets, sheet} from './sheets.js';

/** Made once, at the first chat's hand-over, and shared by every chat of the page. */
let made: CSSStyleSheet[] | undefined;

/** The chat's stylesheets by concern, in cascade order: later partials win ties, print last. */
export const chatSheets = (): CSSStyleSheet[] => {
  const shared = loaderSheets();
  return (made ??= [
    shared.tokens,
    sheet(
      shellStyles +
        markdownStyles +
        thinkingStyles +
        sourcesStyles +
        clarificationStyles +
        controlsStyles +
        composerStyles,
    ),
    shared.loader,
    sheet(actionsStyles + printStyles),
  ]);
};
