/**
 * The sales demo: one live `<wealth-agent-chat>` and the controls that change it while the
 * audience watches. Every change goes through the element's public API (attributes, `--wac-*`
 * properties, slots, `send()`), so the page is also a worked example of embedding it.
 */
import '../src/index.js';
import {EFFORTS, LANGUAGES, RESIDENCES, WealthAgentChat} from '../src/index.js';
import {DEFAULT_PRESET, FONTS, PRESETS, brandCss, fontIdOf, fontStackOf} from './brands.js';
import {wireCopyButtons} from './copy.js';
import {DISCLAIMERS} from './disclaimer.js';
import {LANGUAGE_NAMES, RESIDENCE_NAMES} from './residences.js';
import {cspOf, refreshWire, renderExpectedHeaders, renderRequestBody} from './security-panel.js';
import {PROXY_SNIPPET, embedSnippet} from './snippets.js';
import {suggestionsFor} from './suggestions.js';
import type {BrandPreset, BrandTokens} from './brands.js';
import type {Language, Residence} from '../src/index.js';

const byId = <T extends HTMLElement>(id: string, type: abstract new () => T): T => {
  const element = document.getElementById(id);
  if (!(element instanceof type)) throw new Error(`#${id} is missing from the demo page`);
  return element;
};

const chat = byId('chat', WealthAgentChat);
const form = byId('controls', HTMLFormElement);
const residence = byId('residence', HTMLSelectElement);
const language = byId('language', HTMLSelectElement);
const effort = byId('effort', HTMLSelectElement);
const thinking = byId('thinking', HTMLInputElement);
const theme = byId('theme', HTMLSelectElement);
const accent = byId('accent', HTMLInputElement);
const radius = byId('radius', HTMLInputElement);
const font = byId('font', HTMLSelectElement);
const frame = byId('frame', HTMLElement);
const announcer = byId('announcer', HTMLElement);

const announce = (message: string): void => {
  announcer.textContent = message;
};

const isResidence = (value: string): value is Residence =>
  (RESIDENCES as readonly string[]).includes(value);
const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);

const currentResidence = (): Residence => (isResidence(residence.value) ? residence.value : 'ch');
const currentLanguage = (): Language => (isLanguage(language.value) ? language.value : 'en');
const currentLayout = (): 'inline' | 'launcher' =>
  new FormData(form).get('layout') === 'launcher' ? 'launcher' : 'inline';
const currentTheme = (): WealthAgentChat['theme'] =>
  theme.value === 'light' || theme.value === 'dark' ? theme.value : 'auto';

// --- Client profile: residence and language, named in the chosen language ---

const fillResidences = (lang: Language): void => {
  const selected = residence.value || chat.residence;
  residence.replaceChildren(
    ...RESIDENCES.map(
      (code) =>
        new Option(`${RESIDENCE_NAMES[code][lang]} (${code})`, code, false, code === selected),
    ),
  );
};

language.replaceChildren(
  ...LANGUAGES.map(
    (code) => new Option(`${LANGUAGE_NAMES[code]} (${code})`, code, false, code === chat.language),
  ),
);
fillResidences(currentLanguage());

// --- Suggested questions ---

const suggestionList = byId('suggestions', HTMLUListElement);
const suggestionContext = byId('suggestions-context', HTMLElement);

const openLauncher = async (): Promise<void> => {
  if (chat.layout !== 'launcher') return;
  await chat.updateComplete;
  const button = chat.shadowRoot?.querySelector<HTMLElement>('[part~="launcher"]');
  if (button?.getAttribute('aria-expanded') === 'false') button.click();
};

const renderSuggestions = (): void => {
  const home = currentResidence();
  const lang = currentLanguage();
  suggestionContext.textContent = `${RESIDENCE_NAMES[home][lang]} · ${LANGUAGE_NAMES[lang]}`;
  suggestionList.replaceChildren(
    ...suggestionsFor(home, lang).map((suggestion) => {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'suggestion';
      button.dataset['kind'] = suggestion.kind;
      const kind = document.createElement('span');
      kind.className = 'suggestion-kind';
      kind.textContent = suggestion.label;
      const text = document.createElement('span');
      text.className = 'suggestion-text';
      text.textContent = suggestion.text;
      button.append(kind, text);
      button.addEventListener('click', () => {
        if (suggestion.effort) {
          effort.value = suggestion.effort;
          applyProfile();
        }
        void openLauncher().then(() => chat.send(suggestion.text));
      });
      item.append(button);
      return item;
    }),
  );
};

// --- Brand: presets, editor, and the CSS they produce ---

const presetGroup = byId('presets', HTMLElement);
const brandCssView = byId('brand-css', HTMLElement);
const brandSheet = new CSSStyleSheet();
document.adoptedStyleSheets = [...document.adoptedStyleSheets, brandSheet];

font.replaceChildren(...FONTS.map((item) => new Option(item.label, item.id)));

let preset: BrandPreset = DEFAULT_PRESET;
let tokens: BrandTokens = {...preset.tokens};

presetGroup.replaceChildren(
  ...PRESETS.map((item) => {
    const label = document.createElement('label');
    label.className = 'preset';
    const input = document.createElement('input');
    input.type = 'radio';
    input.name = 'preset';
    input.value = item.id;
    input.checked = item === preset;
    const swatch = document.createElement('span');
    swatch.className = `preset-swatch preset-swatch-${item.id}`;
    swatch.setAttribute('aria-hidden', 'true');
    const name = document.createElement('span');
    name.className = 'preset-name';
    name.textContent = item.label;
    label.append(input, swatch, name);
    return label;
  }),
);

const applyBrand = (): void => {
  const css = brandCss(tokens);
  // A constructed stylesheet is CSSOM, which style-src 'self' allows; a <style> element is not.
  brandSheet.replaceSync(css);
  brandCssView.textContent = css;
  accent.value = tokens['--wac-accent'];
  byId('accent-value', HTMLOutputElement).value = tokens['--wac-accent'];
  radius.value = String(parseInt(tokens['--wac-radius'], 10));
  byId('radius-value', HTMLOutputElement).value = `${radius.value} px`;
  font.value = fontIdOf(tokens['--wac-font-family']);
};

const applyPreset = (next: BrandPreset, quiet = false): void => {
  preset = next;
  tokens = {...next.tokens};
  byId('bank-name', HTMLElement).textContent = next.bankName;
  byId('bank-tagline', HTMLElement).textContent = next.tagline;
  byId('mock-title', HTMLElement).textContent = next.bankName;
  byId('bank-mark', HTMLElement).textContent = next.bankName
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, 2);
  theme.value = next.theme;
  applyBrand();
  applyProfile();
  if (!quiet) announce(`${next.label} brand applied`);
};

// --- Everything else the form controls: the element's attributes, and the snippet ---

const embedView = byId('embed-snippet', HTMLElement);

function applyProfile(): void {
  const lang = currentLanguage();
  chat.residence = currentResidence();
  chat.language = lang;
  chat.effort = EFFORTS.find((value) => value === effort.value) ?? 'auto';
  chat.extendedThinking = thinking.checked;
  chat.theme = currentTheme();
  chat.layout = currentLayout();
  document.documentElement.dataset['theme'] = chat.theme;
  frame.dataset['layout'] = chat.layout;
  byId('disclaimer', HTMLElement).textContent = DISCLAIMERS[lang];
  embedView.textContent = embedSnippet({
    residence: chat.residence,
    language: lang,
    effort: effort.value,
    extendedThinking: thinking.checked,
    theme: chat.theme,
    layout: chat.layout,
  });
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
});

form.addEventListener('input', (event) => {
  const target = event.target;
  if (target === accent) {
    tokens = {...tokens, '--wac-accent': accent.value};
    applyBrand();
  } else if (target === radius) {
    tokens = {...tokens, '--wac-radius': `${radius.value}px`};
    applyBrand();
  }
});

form.addEventListener('change', (event) => {
  const target = event.target;
  if (target instanceof HTMLInputElement && target.name === 'preset') {
    const next = PRESETS.find((item) => item.id === target.value);
    if (next) applyPreset(next);
    return;
  }
  if (target === font) {
    tokens = {...tokens, '--wac-font-family': fontStackOf(font.value)};
    applyBrand();
    return;
  }
  if (target === language) fillResidences(currentLanguage());
  applyProfile();
  if (target === residence || target === language) renderSuggestions();
});

byId('reset', HTMLButtonElement).addEventListener('click', () => {
  chat.reset();
  announce('New conversation');
});

// --- Security: what the browser sent, what the proxy received, the CSP ---

const wireBody = byId('wire-body', HTMLElement);
const wireHeaders = byId('wire-headers', HTMLElement);
renderExpectedHeaders(wireHeaders);

chat.addEventListener('wac-send', (event) => {
  renderRequestBody(wireBody, event.detail.request);
});
for (const type of ['wac-done', 'wac-error', 'wac-clarification'] as const) {
  chat.addEventListener(type, () => {
    void refreshWire(wireHeaders);
  });
}

const mode = byId('mode', HTMLElement);
const footerMode = byId('footer-mode', HTMLElement);
const csp = byId('csp', HTMLElement);
void fetch('/api/status', {cache: 'no-store'})
  .then(async (response) => {
    csp.textContent = cspOf(response);
    return (await response.json()) as {mode: 'simulator' | 'service'};
  })
  .then(({mode: live}) => {
    mode.dataset['mode'] = live;
    mode.textContent = live === 'service' ? 'Live service' : 'Embedded simulator';
    footerMode.textContent =
      live === 'service' ? 'the live Wealth Intelligence Agent service' : 'the embedded simulator';
  })
  .catch(() => {
    mode.textContent = 'Status unknown';
  });

// --- First paint ---

byId('proxy-snippet', HTMLElement).textContent = PROXY_SNIPPET;
wireCopyButtons(document, announce);

// Feedback goes to the host page, never to a server the element chose: here it is announced.
chat.addEventListener('wac-feedback', (event) => {
  const {rating, comment} = event.detail;
  announce(`Feedback ${rating === 'up' ? '👍' : '👎'} received${comment ? `: “${comment}”` : ''}`);
});

// What an advisor files in a CRM: the conversation as Markdown, with its dated sources.
byId('export', HTMLButtonElement).addEventListener('click', () => {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(
    new Blob([chat.exportTranscript('markdown')], {type: 'text/markdown'}),
  );
  link.download = `wealth-agent-conversation-${new Date().toISOString().slice(0, 10)}.md`;
  link.click();
  URL.revokeObjectURL(link.href);
});
applyPreset(preset, true);
renderSuggestions();
