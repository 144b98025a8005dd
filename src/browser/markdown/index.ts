/** Markdown from the model as Lit templates: text is bound as text, never parsed as HTML. */
export {MarkdownStream} from './stream.js';
export {renderMarkdown} from './render.js';
export {lexerWarmUps} from './lex.js';
export {DEFAULT_STRINGS} from './options.js';
export type {MarkdownOptions, MarkdownStrings} from './options.js';
