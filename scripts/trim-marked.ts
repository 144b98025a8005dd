import {minifySync, parseSync} from 'vite';
import type {Plugin} from 'vite';
import {isNode, walk} from './ast.js';
import type {Node} from './ast.js';

const keyName = (property: Node): string | undefined => {
  const key = property['key'];
  return isNode(key) && key.type === 'Identifier' ? (key['name'] as string) : undefined;
};

/** The rule sets the element's fixed options (`gfm`, not `pedantic`, not `breaks`) never select. */
const UNUSED_RULE_SETS = new Set(['pedantic', 'breaks']);

/**
 * Drops marked's rule sets that the element never selects: lex.ts lexes with `gfm: true, pedantic:
 * false, breaks: false`, so the Lexer only ever uses the `gfm` sets, yet every set's regexes are
 * built at load time and kept alive by the tables that hold them all (`{normal, gfm, pedantic}`
 * and `{normal, gfm, breaks, pedantic}`). The pedantic and breaks sets go from the tables; the
 * normal sets stay only as the base the gfm ones spread, without the rules gfm replaces. Then
 * every top-level variable only those used goes, transitively. A name is only removed when
 * nothing else in the module spells it, so a shadowing local keeps a variable rather than losing
 * one in use.
 */
export const pruneRuleSets = (code: string): string => {
  const {program} = parseSync('marked.esm.js', code, {lang: 'js'});
  const root = program as unknown as Node;
  const counts = new Map<string, number>();
  const count = (node: Node, by: number): void => {
    for (const child of walk(node)) {
      if (child.type === 'Identifier') {
        const name = child['name'] as string;
        counts.set(name, (counts.get(name) ?? 0) + by);
      }
    }
  };
  count(root, 1);
  const declarators = new Map<string, {declarator: Node; declaration: Node}>();
  for (const statement of (root['body'] as Node[] | undefined) ?? []) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement['declarations'] as Node[]) {
      const id = declarator['id'];
      if (isNode(id) && id.type === 'Identifier') {
        declarators.set(id['name'] as string, {declarator, declaration: statement});
      }
    }
  }
  const edits: {start: number; end: number; text: string}[] = [];
  const candidates: string[] = [];
  const drop = (node: Node): void => {
    count(node, -1);
    for (const child of walk(node)) {
      if (child.type === 'Identifier') candidates.push(child['name'] as string);
    }
  };
  const tables: Node[] = [];
  for (const node of walk(root)) {
    if (node.type !== 'ObjectExpression') continue;
    const properties = node['properties'] as Node[];
    const names = properties.map(keyName);
    if (names[0] === 'normal' && names[1] === 'gfm' && names.at(-1) === 'pedantic')
      tables.push(node);
  }
  if (tables.length !== 2) {
    throw new Error(
      'trim-marked: marked.esm.js no longer has its block and inline rule tables; update scripts/trim-marked.ts.',
    );
  }
  const text = (node: Node): string => code.slice(node.start, node.end);
  const initOf = (value: unknown): Node | undefined => {
    if (!isNode(value) || value.type !== 'Identifier') return undefined;
    const init = declarators.get(value['name'] as string)?.declarator['init'];
    return isNode(init) && init.type === 'ObjectExpression' ? init : undefined;
  };
  for (const table of tables) {
    const properties = table['properties'] as Node[];
    for (const property of properties) {
      if (UNUSED_RULE_SETS.has(keyName(property) ?? '')) drop(property);
    }
    const [normal, gfm] = properties.map((property) => property['value']);
    const gfmRules = initOf(gfm);
    const [base, ...overrides] = (gfmRules?.['properties'] as Node[] | undefined) ?? [];
    const normalRules = initOf(normal);
    const spread = base?.type === 'SpreadElement' ? base['argument'] : undefined;
    if (!isNode(normal) || !isNode(gfm) || !normalRules || !isNode(spread)) {
      throw new Error(
        "trim-marked: marked's gfm rules no longer extend its normal ones; update scripts/trim-marked.ts.",
      );
    }
    // gfm is always on, so `normal` is only ever the base the gfm set spreads: its rules that the
    // gfm set replaces are never read, and the table's `normal` can be the gfm set too.
    count(normal, -1);
    count(gfm, 1);
    edits.push({
      start: table.start,
      end: table.end,
      text: `{normal:${text(gfm)},gfm:${text(gfm)}}`,
    });
    const replaced = new Set(overrides.map(keyName));
    const kept = (normalRules['properties'] as Node[]).filter((property) => {
      if (!replaced.has(keyName(property))) return true;
      drop(property);
      return false;
    });
    edits.push({
      start: normalRules.start,
      end: normalRules.end,
      text: `{${kept.map(text).join(',')}}`,
    });
  }
  const removed = new Set<Node>();
  for (let name = candidates.pop(); name !== undefined; name = candidates.pop()) {
    const found = declarators.get(name);
    if (!found || removed.has(found.declarator) || counts.get(name) !== 1) continue;
    removed.add(found.declarator);
    drop(found.declarator);
  }
  for (const declaration of new Set([...declarators.values()].map((found) => found.declaration))) {
    const all = declaration['declarations'] as Node[];
    const lastKept = all.findLastIndex((declarator) => !removed.has(declarator));
    if (lastKept < 0) {
      edits.push({start: declaration.start, end: declaration.end, text: ';'});
      continue;
    }
    // Each removed declarator takes the comma after it; a removed tail takes the comma before it.
    for (const [index, declarator] of all.entries()) {
      const next = all[index + 1];
      if (removed.has(declarator) && index < lastKept && next) {
        edits.push({start: declarator.start, end: next.start, text: ''});
      }
    }
    const kept = all[lastKept];
    const last = all.at(-1);
    if (kept && last && kept !== last) edits.push({start: kept.end, end: last.end, text: ''});
  }
  let result = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
};

/** The top-level names a statement declares. */
const declaredNames = (statement: Node): string[] => {
  const id = statement['id'];
  if (isNode(id) && id.type === 'Identifier') return [id['name'] as string];
  if (statement.type !== 'VariableDeclaration') return [];
  return (statement['declarations'] as Node[]).flatMap((declarator) => {
    const name = declarator['id'];
    return isNode(name) && name.type === 'Identifier' ? [name['name'] as string] : [];
  });
};

/**
 * Drops the helper regexes of marked's `other` rules (the table the Lexer passes its tokenizer as
 * `rules.other`) that only its HTML side reads, such as the escaping ones. A property goes when no
 * code the kept exports can reach names it: reachability follows every identifier from the exports
 * and from each top-level statement that runs at load, which can only keep too much.
 */
export const pruneOtherRules = (code: string): string => {
  const {program} = parseSync('marked.esm.js', code, {lang: 'js'});
  const body = ((program as unknown as Node)['body'] as Node[] | undefined) ?? [];
  const byName = new Map<string, Node>();
  for (const statement of body) {
    const declarators =
      statement.type === 'VariableDeclaration'
        ? (statement['declarations'] as Node[])
        : [statement];
    for (const node of declarators) {
      for (const name of declaredNames(node)) byName.set(name, node);
    }
  }
  const declarationOnly = ['Literal', 'ObjectExpression', 'ArrowFunctionExpression'];
  const runsAtLoad = (node: Node): boolean => {
    if (node.type !== 'VariableDeclarator') return !/Declaration$/.test(node.type);
    const init = node['init'];
    return (
      isNode(init) && !declarationOnly.includes(init.type) && !/Function|Class/.test(init.type)
    );
  };
  const pending = [
    ...new Set([...byName.values()].filter(runsAtLoad)),
    ...body.filter(
      (statement) => !/Declaration$/.test(statement.type) || /^Export/.test(statement.type),
    ),
  ];
  const reached = new Set<Node>();
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (reached.has(node)) continue;
    reached.add(node);
    for (const child of walk(node)) {
      const target = child.type === 'Identifier' ? byName.get(child['name'] as string) : undefined;
      if (target && !reached.has(target)) pending.push(target);
    }
  }
  let other: Node | undefined;
  for (const node of reached) {
    for (const child of walk(node)) {
      const value = child['value'];
      if (child.type !== 'Property' || keyName(child) !== 'other' || !isNode(value)) continue;
      const init =
        value.type === 'Identifier' ? byName.get(value['name'] as string)?.['init'] : undefined;
      if (isNode(init) && init.type === 'ObjectExpression') other = init;
    }
  }
  if (!other) return code;
  const own = new Set(other['properties'] as Node[]);
  const used = new Set<string>();
  for (const node of reached) {
    for (const child of walk(node)) {
      const property = child['property'];
      if (child.type === 'MemberExpression' && !child['computed'] && isNode(property)) {
        used.add(property['name'] as string);
      } else if (child.type === 'Literal' && typeof child['value'] === 'string') {
        used.add(child['value']);
      } else if (child.type === 'Property' && !own.has(child)) {
        used.add(keyName(child) ?? '');
      }
    }
  }
  const kept = [...own].filter((property) => used.has(keyName(property) ?? ''));
  if (kept.length === own.size) return code;
  const text = kept.map((property) => code.slice(property.start, property.end)).join(',');
  return `${code.slice(0, other.start)}{${text}}${code.slice(other.end)}`;
};

/** Options lex.ts fixes (marked's defaults, `gfm` on), as the constants to read them as. */
const FIXED_OPTIONS: Readonly<Record<string, string>> = {
  gfm: '!0',
  pedantic: '!1',
  breaks: '!1',
  silent: '!1',
  extensions: 'null',
  hooks: 'null',
};

/**
 * Reads the options lex.ts fixes as the constants they are (never where one is assigned), then
 * lets the minifier drop the branches they rule out, so that pruneOtherRules sees only the
 * regexes those options can still reach (the pedantic ones go).
 */
export const foldOptions = (code: string): string => {
  const fixed = code.replace(
    /\bthis\.options\.(\w+)\b(?!\s*=[^=])/g,
    (match, option: string) => FIXED_OPTIONS[option] ?? match,
  );
  const folded = minifySync('marked.esm.js', fixed, {module: true, compress: true, mangle: false});
  if (folded.errors.length > 0) throw new Error(`trim-marked: ${folded.errors[0]?.message ?? ''}`);
  return folded.code;
};

/** marked's export list at the end of its module, and each exported name's local name. */
const exportList = (code: string): {index: number; locals: Map<string, string>} | undefined => {
  const exported = /export\s*\{([^}]*)\}\s*;?\s*(\/\/# sourceMappingURL=\S+\s*)?$/.exec(code);
  if (!exported) return undefined;
  const locals = new Map(
    (exported[1] ?? '').split(',').map((item) => {
      const [local = '', , name = local] = item.trim().split(/\s+/);
      return [name, local];
    }),
  );
  return {index: exported.index, locals};
};

/**
 * Defers what marked does as it loads (building its grammar: a hundred regular expressions, half
 * of what the chat's module costs to evaluate, 25 ms on a phone-speed CPU) to the first lex: the
 * module's body runs inside a function the first call of `Lexer.lex` or `getDefaults` runs, so the
 * page that loads the chat ahead of a click pays for none of it. Only the two calls lex.ts makes
 * are exported.
 */
export const deferLoad = (code: string): string => {
  const list = exportList(code);
  const [lexer, defaults] = ['Lexer', 'getDefaults'].map((name) => list?.locals.get(name));
  if (!list || !lexer || !defaults) {
    throw new Error('trim-marked: the trimmed module no longer exports its Lexer and defaults.');
  }
  return (
    `let loaded;const load=()=>loaded??=(()=>{${code.slice(0, list.index)};` +
    `return{lex:(src,options)=>${lexer}.lex(src,options),defaults:${defaults}}})();` +
    'export const Lexer={lex:(src,options)=>load().lex(src,options)};' +
    'export const getDefaults=()=>load().defaults();'
  );
};

/**
 * Drops marked's HTML side (Marked, Parser, Renderer, TextRenderer, Hooks) from the script-tag
 * bundle: the element renders marked's tokens as Lit templates and only needs its Lexer. marked
 * ships one pre-minified module whose tail builds a default `Marked` instance and the `marked()`
 * function at load time; those side effects keep the whole HTML pipeline alive through tree
 * shaking. Cutting the module at that instance and re-exporting only what the element imports
 * saves 3.6 KB min+gzip (measured on marked 18.2). What the element's fixed options never use
 * goes too, another 1.2 KB: the rule sets (`pruneRuleSets`), the branches of other options
 * (`foldOptions`) and the regexes only those branches or the HTML side read (`pruneOtherRules`).
 * What is left loads on first use (`deferLoad`). If marked's layout changes, the build fails here
 * with a message rather than shipping something half-cut.
 */
export const trimMarked = (): Plugin => ({
  name: 'wac-trim-marked',
  transform(code, id) {
    if (!/[\\/]marked[\\/]lib[\\/]marked\.esm\.js$/.test(id)) return null;
    const locals = exportList(code)?.locals;
    const [marked, lexer, defaults] = ['Marked', 'Lexer', 'getDefaults'].map((name) =>
      locals?.get(name),
    );
    const instance = marked ? code.indexOf(`=new ${marked};`) : -1;
    const cut = code.lastIndexOf(';', instance) + 1;
    if (!lexer || !defaults || instance < 0 || cut <= 0) {
      throw new Error(
        'trim-marked: marked.esm.js no longer ends with its default instance and export list; update scripts/trim-marked.ts.',
      );
    }
    return {
      code: deferLoad(
        pruneOtherRules(
          foldOptions(
            pruneRuleSets(
              `${code.slice(0, cut)}export{${lexer} as Lexer,${defaults} as getDefaults};`,
            ),
          ),
        ),
      ),
      map: null,
    };
  },
});
