import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vite';
import {chatFileUrl} from './scripts/chat-file-url.js';
import {minifyLitTemplates} from './scripts/minify-lit-templates.js';
import {trimMarked} from './scripts/trim-marked.js';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Serves the demo (`demo/`, through `npm run demo`) and builds the script-tag bundle: a small ES
 * module, `dist/wealth-agent-chat.js`, that defines the element and draws its launcher or its
 * inline box, and the chat itself (Lit, marked, the conversation), a second module beside it that
 * the first imports when the chat is needed. A page needs one tag and the two files.
 */
export default defineConfig({
  root: `${root}demo`,
  publicDir: `${root}demo/public`,
  server: {fs: {allow: [root]}},
  build: {
    outDir: `${root}dist`,
    // tsc has already written the package entries into dist/.
    emptyOutDir: false,
    // demo/public is the demo's, not the package's.
    copyPublicDir: false,
    target: 'es2022',
    // Library mode leaves ES output unminified by default; the script tag wants the smallest file.
    // Terser with three passes writes 252 bytes (min+gzip) less than oxc on this bundle, with only
    // safe transforms: the budget is shared by every feature, so the minifier pays for itself.
    minify: 'terser',
    terserOptions: {
      compress: {passes: 3, ecma: 2020, hoist_funs: true},
      format: {comments: false},
      module: true,
    },
    // The sourcemap is what scripts/check-size.mjs attributes bytes with.
    sourcemap: true,
    lib: {
      entry: `${root}src/index.ts`,
      formats: ['es'],
      fileName: () => 'wealth-agent-chat.js',
    },
    rolldownOptions: {
      // Nothing external: a page needs these two files and nothing else.
      external: [],
      plugins: [minifyLitTemplates(), trimMarked(), chatFileUrl()],
      // What the loader and the chat share (events, strings, styles) stays in the loader, which
      // exports it to the chat, rather than in a third file the loader would wait for.
      preserveEntrySignatures: 'allow-extension',
      // Its timing warning reports terser and the template minifier on every build: known, and
      // the build's few seconds are not what anyone waits on.
      checks: {bundlerTimings: false},
      // The chat's name carries a hash of its content: a CDN may cache it for good, while the
      // entry's URL stays the one a page's tag names.
      output: {
        // V8's explicit compile hint (Chrome 136+; other engines read a comment): every function of
        // both files is compiled as the file streams in, off the main thread. Compiled lazily, at
        // their first call, they were a third of the inline chat's main-thread time on the page
        // that loads it (issue 33: 17-53 ms of compiling in each of its tasks at 4x CPU).
        postBanner: '//# allFunctionsCalledOnLoad',
        minify: true,
        comments: false,
        chunkFileNames: 'wealth-agent-chat-[name]-[hash].js',
      },
    },
  },
});
