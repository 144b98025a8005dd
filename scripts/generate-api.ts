/**
 * One source for the public face (issue 21): the element's JSDoc gives `custom-elements.json`
 * (`cem analyze`), and this writes everything else that names the public API from that manifest:
 * the JSX typings' attributes, events and properties, the React wrapper's event props, and the
 * tables of attributes, events, parts, slots, CSS properties and states of `docs/configuration.md`.
 *
 * `npm run api` analyzes the element and writes them; `npm test` runs {@link generateApi} on the
 * freshly built manifest and fails when a file on disk differs (`test/package/api-surface.test.ts`).
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname} from 'node:path';
import {fileURLToPath} from 'node:url';
import {format, resolveConfig} from 'prettier';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

interface Named {
  name: string;
  description?: string;
}
interface Typed extends Named {
  type?: {text: string};
}
interface Attribute extends Typed {
  fieldName?: string;
}
interface CssProperty extends Named {
  default?: string;
}
export interface ElementDeclaration {
  customElement?: boolean;
  attributes?: Attribute[];
  events?: Typed[];
  slots?: Named[];
  cssParts?: Named[];
  cssProperties?: CssProperty[];
  cssStates?: Named[];
}
export interface Manifest {
  modules: {declarations?: ElementDeclaration[]}[];
}

/** The files this writes, relative to the repository root. */
export const GENERATED = {
  jsx: 'src/browser/generated/element-api.ts',
  react: 'src/react/events.ts',
  reference: 'docs/configuration.md',
} as const;

const HEADER = `// Generated from custom-elements.json by \`npm run api\` (scripts/generate-api.ts). Edit the
// element's JSDoc instead: \`npm test\` fails when this file is not what the manifest gives.`;

/** The element's declaration in the manifest. */
export const elementOf = (manifest: Manifest): ElementDeclaration => {
  const element = manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .find((declaration) => declaration.customElement);
  if (!element) throw new Error('custom-elements.json declares no custom element');
  return element;
};

/** A JSDoc description on one line, as a table cell or a one-line comment wants it. */
const oneLine = (text = ''): string => text.replace(/\s*\n\s*/g, ' ').trim();

const doc = (text: string | undefined, indent: string): string =>
  text ? `${indent}/** ${oneLine(text).replaceAll('*/', '*\\/')} */\n` : '';

/** A type as an optional prop accepts it: `undefined` is implied. */
const propType = (type = 'string'): string =>
  type
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== 'undefined')
    .join(' | ');

const PROTOCOL_TYPES = ['Effort', 'Language', 'Residence'];

/** `wac-send` -> `onWacSend`, the React wrapper's prop. */
const reactProp = (event: string): string =>
  `on${event.replace(/(^|-)(\w)/g, (_, __: string, char: string) => char.toUpperCase())}`;

const eventType = (event: Typed): string => event.type?.text ?? 'Event';

const eventImports = (events: readonly Typed[]): string =>
  [...new Set(events.map(eventType))].sort().join(', ');

const jsxModule = (element: ElementDeclaration): string => {
  const attributes = element.attributes ?? [];
  const events = element.events ?? [];
  const used = PROTOCOL_TYPES.filter((name) =>
    attributes.some((attribute) => new RegExp(`\\b${name}\\b`).test(attribute.type?.text ?? '')),
  );
  const fields = attributes.flatMap((attribute) =>
    attribute.fieldName ? [`'${attribute.fieldName}'`] : [],
  );
  return `${HEADER}
import type {${used.join(', ')}} from '../../protocol/index.js';
import type {WealthAgentChat} from '../element/wealth-agent-chat.js';
import type {${eventImports(events)}} from '../events/index.js';

/** The element's attributes as written in markup (kebab-case). */
export interface WealthAgentChatAttributes {
${attributes
  .map(
    (attribute) =>
      `${doc(attribute.description, '  ')}  '${attribute.name}'?: ${propType(attribute.type?.text)};`,
  )
  .join('\n')}
}

/**
 * The element's events as React 19 props: React 19 adds a listener for a custom element's prop
 * named \`on\` + the exact event name (\`onwac-send\` listens to \`wac-send\`).
 */
export interface WealthAgentChatEventProps {
${events
  .map(
    (event) =>
      `${doc(event.description, '  ')}  'on${event.name}'?: (event: ${eventType(event)}) => void;`,
  )
  .join('\n')}
}

/** The element's properties, set as properties (camelCase). */
export type WealthAgentChatProperties = Partial<Pick<WealthAgentChat, ${fields.join(' | ')}>>;
`;
};

const reactModule = (element: ElementDeclaration): string => {
  const events = element.events ?? [];
  return `${HEADER}
import type {EventName} from '@lit/react';
import type {${eventImports(events)}} from '../browser/events/index.js';

/** The wrapper's event props, each naming the element event it listens to. */
export const EVENTS = {
${events
  .map(
    (event) =>
      `${doc(event.description, '  ')}  ${reactProp(event.name)}: '${event.name}' as EventName<${eventType(event)}>,`,
  )
  .join('\n')}
};
`;
};

const code = (text: string): string => `\`${text}\``;
const cell = (text: string): string => oneLine(text).replaceAll('|', '\\|');

const table = (header: readonly string[], rows: readonly (readonly string[])[]): string =>
  [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');

/** "`{detail}`, cancelable: when" -> ["`{detail}`, cancelable", "when"]. */
const splitEvent = (description = ''): [string, string] => {
  const at = description.indexOf(': ');
  return at === -1 ? ['', description] : [description.slice(0, at), description.slice(at + 2)];
};

/** A default that is a phrase ("the link colour") reads as text; a CSS value as code. */
const cssDefault = (value = ''): string => (/^[a-z]+( [a-z]+)+$/.test(value) ? value : code(value));

/** The reference's generated tables, by the name of the block that holds each. */
const referenceTables = (element: ElementDeclaration): Record<string, string> => ({
  attributes: table(
    ['attribute', 'property', 'meaning'],
    (element.attributes ?? []).map((item) => [
      code(item.name),
      code(item.fieldName ?? ''),
      item.description ?? '',
    ]),
  ),
  events: table(
    ['event', '`detail`', 'when'],
    (element.events ?? []).map((item) => [code(item.name), ...splitEvent(item.description)]),
  ),
  parts: table(
    ['part', 'what it is'],
    (element.cssParts ?? []).map((item) => [code(item.name), item.description ?? '']),
  ),
  slots: table(
    ['slot', 'what goes in it'],
    (element.slots ?? []).map((item) => [code(item.name), item.description ?? '']),
  ),
  'css-properties': table(
    ['property', 'default', 'what it styles'],
    (element.cssProperties ?? []).map((item) => [
      code(item.name),
      cssDefault(item.default),
      item.description ?? '',
    ]),
  ),
  states: table(
    ['state', 'when'],
    (element.cssStates ?? []).map((item) => [code(`:state(${item.name})`), item.description ?? '']),
  ),
});

/** Replaces what stands between `<!-- api:NAME -->` and `<!-- /api:NAME -->` in the reference. */
const fillReference = (reference: string, tables: Record<string, string>): string => {
  let filled = reference;
  for (const [name, text] of Object.entries(tables)) {
    const open = `<!-- api:${name} -->`;
    const close = `<!-- /api:${name} -->`;
    const start = filled.indexOf(open);
    const end = filled.indexOf(close);
    if (start === -1 || end < start) {
      throw new Error(
        `${GENERATED.reference} has no ${open} … ${close} block for the ${name} table`,
      );
    }
    filled = `${filled.slice(0, start + open.length)}\n\n${text}\n\n${filled.slice(end)}`;
  }
  return filled;
};

const prettier = async (path: string, text: string): Promise<string> =>
  format(text, {...(await resolveConfig(`${ROOT}${path}`)), filepath: `${ROOT}${path}`});

/** What each generated file must hold for this manifest; `reference` is the reference as it stands. */
export const generateApi = async (
  manifest: Manifest,
  reference: string,
): Promise<Record<keyof typeof GENERATED, string>> => {
  const element = elementOf(manifest);
  return {
    jsx: await prettier(GENERATED.jsx, jsxModule(element)),
    react: await prettier(GENERATED.react, reactModule(element)),
    reference: await prettier(
      GENERATED.reference,
      fillReference(reference, referenceTables(element)),
    ),
  };
};

export const readManifest = (): Manifest =>
  JSON.parse(readFileSync(`${ROOT}custom-elements.json`, 'utf8')) as Manifest;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = await generateApi(
    readManifest(),
    readFileSync(`${ROOT}${GENERATED.reference}`, 'utf8'),
  );
  for (const [key, text] of Object.entries(files)) {
    const path = `${ROOT}${GENERATED[key as keyof typeof GENERATED]}`;
    mkdirSync(dirname(path), {recursive: true});
    writeFileSync(path, text);
  }
  console.log(`Wrote ${Object.values(GENERATED).join(', ')} from custom-elements.json.`);
}
