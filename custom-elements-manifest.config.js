// The Custom Elements Manifest (`custom-elements.json`, referenced by package.json's
// `customElements`): what IDEs, Storybook and docs tools read to know the element's attributes,
// properties, events, slots, parts and CSS properties. `npm run build` generates it from the
// element's JSDoc with `cem analyze --config custom-elements-manifest.config.js`.

/** The shipped JavaScript a TypeScript source becomes (tsconfig.build.json: src/ -> dist/). */
const shippedPath = (path) => path.replace(/^\/?src\//, 'dist/').replace(/\.ts$/, '.js');

/**
 * Fixes what the analyzer reads too literally in this code base: `customElements.define(TAG_NAME,
 * ...)` names the constant, not its value; type-only re-exports (`export type {Effort}`) show as
 * JavaScript exports; module paths name the TypeScript sources.
 */
const shippedManifest = {
  name: 'wac-shipped-manifest',
  packageLinkPhase({customElementsManifest}) {
    const constants = new Map();
    for (const module of customElementsManifest.modules) {
      for (const declaration of module.declarations ?? []) {
        const literal = /^(['"])([^'"]*)\1$/.exec(declaration.default ?? '');
        if (declaration.kind === 'variable' && literal) constants.set(declaration.name, literal[2]);
      }
    }
    for (const module of customElementsManifest.modules) {
      const declared = new Set((module.declarations ?? []).map((declaration) => declaration.name));
      module.exports = (module.exports ?? []).filter(
        (entry) =>
          entry.kind !== 'js' ||
          entry.declaration.module !== module.path ||
          declared.has(entry.declaration.name),
      );
      for (const entry of module.exports) {
        if (entry.kind === 'custom-element-definition' && constants.has(entry.name)) {
          entry.name = constants.get(entry.name);
        }
        if (entry.declaration.module)
          entry.declaration.module = shippedPath(entry.declaration.module);
      }
      for (const declaration of module.declarations ?? []) {
        if (declaration.customElement && constants.has(declaration.tagName)) {
          declaration.tagName = constants.get(declaration.tagName);
        }
        if (declaration.superclass?.module) {
          declaration.superclass.module = shippedPath(declaration.superclass.module);
        }
      }
      module.path = shippedPath(module.path);
    }
  },
};

export default {
  globs: ['src/browser/element/wealth-agent-chat.ts', 'src/browser/element/define.ts'],
  outdir: '.',
  litelement: true,
  // package.json's `customElements` is written once by hand, not rewritten at each build.
  packagejson: false,
  plugins: [shippedManifest],
};
