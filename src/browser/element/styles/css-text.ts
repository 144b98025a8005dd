/**
 * A stylesheet's text as a plain string, for what the loader styles before Lit is in (issue 33):
 * named `css` so that the build minifies it as it minifies Lit's (scripts/minify-lit-templates.ts).
 */
export const css = (strings: TemplateStringsArray): string => strings.join('');
