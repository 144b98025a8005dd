/**
 * One source for the public face: the manifest that the element's JSDoc produces
 * (`custom-elements.json`). The JSX typings, the React wrapper's event map and the README's tables
 * are held to it, so none of them can drift (the JSX typings and the README once lacked `layout`).
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, it} from 'node:test';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

interface Declaration {
  customElement?: boolean;
  attributes?: {name: string; fieldName?: string}[];
  events?: {name: string}[];
  cssParts?: {name: string}[];
  cssProperties?: {name: string; description?: string}[];
  cssStates?: {name: string}[];
}

const manifest = JSON.parse(read('custom-elements.json')) as {
  modules: {declarations?: Declaration[]}[];
};
const element = manifest.modules
  .flatMap((module) => module.declarations ?? [])
  .find((declaration) => declaration.customElement);
assert.ok(element, 'the manifest declares the element');

const names = (items: {name: string}[] | undefined) =>
  (items ?? []).map((item) => item.name).sort();
const sorted = (items: Iterable<string>) => [...new Set(items)].sort();

const ATTRIBUTES = names(element.attributes);
const FIELDS = sorted((element.attributes ?? []).map((attribute) => attribute.fieldName ?? ''));
const EVENTS = names(element.events);

/** The body of `export interface <name> {…}` or of the object after `<name>: {`. */
const block = (text: string, opening: string): string => {
  const start = text.indexOf(opening);
  assert.notEqual(start, -1, `${opening} is there`);
  const from = text.indexOf('{', start) + 1;
  return text.slice(from, text.indexOf('}', from));
};

/** The first cell of each row of the Markdown table whose header starts with `| header`. */
const tableColumn = (markdown: string, header: string): string[] => {
  const start = markdown.indexOf(`| ${header}`);
  assert.notEqual(start, -1, `the README has a "${header}" table`);
  const rows = markdown.slice(start).split('\n');
  const body = rows.slice(
    2,
    rows.findIndex((row, i) => i > 1 && !row.startsWith('|')),
  );
  return body.flatMap((row) =>
    [...(row.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? ''),
  );
};

void describe('the public API, held to custom-elements.json', () => {
  const jsx = read('src/browser/jsx.ts');
  const readme = read('README.md');

  void it('should type every attribute in JSX, and no other', () => {
    const attributes = [
      ...block(jsx, 'interface WealthAgentChatAttributes').matchAll(/^\s*'?([\w-]+)'?\?:/gm),
    ];
    assert.deepEqual(sorted(attributes.map((match) => match[1] ?? '')), ATTRIBUTES);
  });

  void it('should type every property in JSX, and no other', () => {
    const pick = jsx.slice(jsx.indexOf('Pick<'), jsx.indexOf('>', jsx.indexOf('Pick<')));
    const picked = [...pick.matchAll(/'(\w+)'/g)].map((match) => match[1] ?? '');
    assert.deepEqual(sorted(picked), FIELDS);
  });

  void it('should type every event as a JSX prop and in the React wrapper, and no other', () => {
    const props = [
      ...block(jsx, 'interface WealthAgentChatEventProps').matchAll(/'on(wac-[\w-]+)'/g),
    ];
    assert.deepEqual(sorted(props.map((match) => match[1] ?? '')), EVENTS);
    const react = [...block(read('src/react/index.ts'), 'events:').matchAll(/'(wac-[\w-]+)'/g)];
    assert.deepEqual(sorted(react.map((match) => match[1] ?? '')), EVENTS);
  });

  void it('should list every attribute, event, part, CSS property and state in the README', () => {
    assert.deepEqual(sorted(tableColumn(readme, 'attribute')), ATTRIBUTES);
    assert.deepEqual(sorted(tableColumn(readme, 'event')), EVENTS);
    const parts = /\*\*Parts\*\*:([^]*?)\n(?:Host|\n)/.exec(readme)?.[1] ?? '';
    assert.deepEqual(
      sorted([...parts.matchAll(/`([\w-]+)`/g)].map((m) => m[1] ?? '')),
      names(element.cssParts),
    );
    // A property the manifest names only in another's description (a dark variant) may share its row.
    const documented = (element.cssProperties ?? []).flatMap((property) => [
      property.name,
      ...[...(property.description ?? '').matchAll(/`(--wac-[\w-]+)`/g)].map((m) => m[1] ?? ''),
    ]);
    assert.deepEqual(sorted(tableColumn(readme, 'property')), sorted(documented));
    const states = [...readme.matchAll(/`:state\((\w+)\)`/g)].map((m) => m[1] ?? '');
    assert.deepEqual(sorted(states), names(element.cssStates));
  });
});
