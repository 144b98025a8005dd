import {unsafeCSS} from 'lit';

/**
 * Lit's `css` tag without its check of interpolated values, which its type refuses: the
 * check's code and message cost the script-tag bundle about 0.1 KB min+gzip. The name stays `css`
 * so the build still minifies the text (scripts/minify-lit-templates.ts).
 */
export const css = (strings: TemplateStringsArray) => unsafeCSS(strings.join(''));
