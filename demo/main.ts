import '../src/index.js';
import {WealthAgentChat} from '../src/index.js';
import type {Language, Residence} from '../src/index.js';

const RESIDENCE_NAMES: Readonly<Record<Residence, string>> = {
  fr: 'France',
  ch: 'Switzerland',
  it: 'Italy',
  be: 'Belgium',
  lu: 'Luxembourg',
  de: 'Germany',
  es: 'Spain',
  pt: 'Portugal',
  gb: 'United Kingdom',
  mc: 'Monaco',
  gr: 'Greece',
  ad: 'Andorra',
  nl: 'Netherlands',
  us: 'United States',
  mu: 'Mauritius',
  ma: 'Morocco',
  intl: 'International',
};

const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  fr: 'Français',
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  it: 'Italiano',
  pt: 'Português',
};

const byId = <T extends HTMLElement>(id: string, type: abstract new () => T): T => {
  const element = document.getElementById(id);
  if (!(element instanceof type)) throw new Error(`#${id} is missing from the demo page`);
  return element;
};

const chat = byId('chat', WealthAgentChat);
const residence = byId('residence', HTMLSelectElement);
const language = byId('language', HTMLSelectElement);
const effort = byId('effort', HTMLSelectElement);
const thinking = byId('thinking', HTMLInputElement);
const theme = byId('theme', HTMLSelectElement);

const fill = (
  select: HTMLSelectElement,
  names: Readonly<Record<string, string>>,
  value: string,
) => {
  for (const [code, name] of Object.entries(names)) {
    select.append(new Option(`${name} (${code})`, code, false, code === value));
  }
};
fill(residence, RESIDENCE_NAMES, chat.residence);
fill(language, LANGUAGE_NAMES, chat.language);

byId('controls', HTMLFormElement).addEventListener('change', () => {
  chat.residence = residence.value;
  chat.language = language.value;
  chat.effort = effort.value;
  chat.extendedThinking = thinking.checked;
  chat.theme = theme.value as WealthAgentChat['theme'];
  document.documentElement.dataset['theme'] = theme.value;
});

const mode = byId('mode', HTMLElement);
void fetch('/api/status')
  .then(async (response) => (await response.json()) as {mode: 'simulator' | 'service'})
  .then(({mode: live}) => {
    mode.dataset['mode'] = live;
    mode.textContent = live === 'service' ? 'Live service' : 'Embedded simulator';
  })
  .catch(() => {
    mode.textContent = 'Status unknown';
  });
