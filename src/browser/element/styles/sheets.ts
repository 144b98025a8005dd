import {launcherStyles} from './launcher.styles.js';
import {loadingStyles} from './loading.styles.js';
import {tokensStyles} from './tokens.styles.js';

/** The loader's stylesheets, which the chat adopts too, in its own cascade order. */
export interface LoaderSheets {
  tokens: CSSStyleSheet;
  /** The loader's own elements: the launcher's button, the loading box, the failure notice. */
  loader: CSSStyleSheet;
}

let sheets: LoaderSheets | undefined;

/** A constructed stylesheet: adopted, it needs no `<style>` that a strict CSP would refuse. */
export const sheet = (text: string): CSSStyleSheet => {
  const result = new CSSStyleSheet();
  result.replaceSync(text);
  return result;
};

/**
 * The loader's stylesheets, made at the first element's connection (not at import: Node and
 * server-side rendering import the package too) and shared by every element of the page.
 */
export const loaderSheets = (): LoaderSheets =>
  (sheets ??= {tokens: sheet(tokensStyles), loader: sheet(launcherStyles + loadingStyles)});
