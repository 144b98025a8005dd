import {expect, fixture, html} from '@open-wc/testing';
import '../../../src/browser/element/define.js';
import {storageName} from '../../../src/browser/element/controllers/persistence-controller.js';
import {
  answerScript,
  chat,
  input,
  loaded,
  nextEvent,
  part,
  parts,
  restored,
  scripted,
} from '../../helpers/chat-harness.js';
import type {WealthAgentChat} from '../../../src/browser/element/wealth-agent-chat.js';

/**
 * Any CSS colour as sRGB channels and alpha, through a canvas (computed styles may be oklch()), as
 * painted on nothing.
 */
const channelsWithAlpha = (color: string): number[] => {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  return [...context.getImageData(0, 0, 1, 1).data];
};

const channels = (color: string): [number, number, number] => {
  const [r = 0, g = 0, b = 0] = channelsWithAlpha(color);
  return [r, g, b];
};

const luminance = (color: string) => {
  const [r, g, b] = channels(color).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG contrast ratio of two CSS colours. */
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const colorOf = (element: Element | null, property: 'color' | 'background-color') =>
  element ? getComputedStyle(element).getPropertyValue(property) : 'missing';

/** What a token may change, read from every element of the chat. */
const LOOKS = [
  'color',
  'background-color',
  'border-top-color',
  'outline-color',
  'font-family',
  'font-size',
  'border-top-left-radius',
  'padding-top',
  'padding-left',
  'max-inline-size',
  'box-shadow',
  'z-index',
];

/** A value for `token` no default has. */
const probeValue = (token: string): string =>
  /font-family/.test(token)
    ? 'Impact, fantasy'
    : /shadow/.test(token)
      ? '0 0 0 7px rgb(1, 2, 3)'
      : /z-index/.test(token)
        ? '7'
        : /font-size|radius|spacing|max-width/.test(token)
          ? '31px'
          : 'rgb(1, 2, 3)';

describe('<wealth-agent-chat> theming', () => {
  it('should follow --wac-accent set on the page, with readable text on it', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div class="brand"><wealth-agent-chat proxy-url="/unused"></wealth-agent-chat></div>`,
    );
    const el = wrapper.querySelector('wealth-agent-chat') as WealthAgentChat;
    wrapper.style.setProperty('--wac-accent', 'rgb(10, 20, 90)');
    await el.updateComplete;
    const send = part(el, 'send-button');
    expect(colorOf(send, 'background-color')).to.equal('rgb(10, 20, 90)');
    expect(colorOf(send, 'color')).to.match(/^(rgb\(255, 255, 255\)|oklch\(1 0 0\))$/);

    // A light brand colour alone: the text on it turns dark, without the page setting it.
    wrapper.style.setProperty('--wac-accent', 'rgb(255, 214, 0)');
    expect(colorOf(send, 'color')).to.match(/^(rgb\(0, 0, 0\)|oklch\(0 0 0\))$/);
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const accent of ['#c9a227', '#1f4e79', '#7fd1c7', '#6d28d9']) {
      it(`should keep links and button text readable with accent ${accent} in ${theme}`, async () => {
        const server = await scripted(
          answerScript(
            ['See the code [1].'],
            [{id: 1, title: 'Code', url: 'https://example.org/'}],
          ),
        );
        const el = await chat(server.url, {language: undefined, theme});
        el.style.setProperty('--wac-accent', accent);
        const done = nextEvent(el, 'wac-done');
        await el.send('Question');
        await done;
        const surface = colorOf(el, 'background-color');
        const link = part(el, 'sources')?.querySelector('a') ?? null;
        const send = part(el, 'send-button');
        expect(contrast(colorOf(link, 'color'), surface)).to.be.at.least(4.5);
        expect(contrast(colorOf(send, 'color'), colorOf(send, 'background-color'))).to.be.at.least(
          4.5,
        );
      });
    }
  }

  it('should let a page override every public token on the element itself', async () => {
    // Every token the manifest documents, the dark variants included.
    const manifest = (await (await fetch('/custom-elements.json')).json()) as {
      modules: {declarations?: {cssProperties?: {name: string}[]}[]}[];
    };
    const tokens = manifest.modules
      .flatMap((module) => module.declarations ?? [])
      .flatMap((declaration) => declaration.cssProperties ?? [])
      .map((property) => property.name);
    expect(tokens.length, 'the documented tokens').to.be.at.least(18);

    // Every state a token styles: an answer with code, an error, dark, the launcher, a focus ring.
    const key = `theming-${String(Math.random())}`;
    localStorage.setItem(
      storageName(key),
      JSON.stringify({
        v: 1,
        session_id: 'theming',
        turns: [
          {question: 'Code?', answer: 'See `x` and\n\n```\ncode\n```', status: 'done', asked: 0},
          {question: 'Refused?', answer: '', status: 'error', failure: 'quota', asked: 0},
        ],
      }),
    );
    const wrapper = await fixture<HTMLDivElement>(
      html`<div>
        <wealth-agent-chat
          proxy-url="/unused"
          persist="local"
          storage-key=${key}
        ></wealth-agent-chat>
        <wealth-agent-chat
          proxy-url="/unused"
          persist="local"
          storage-key=${key}
          theme="dark"
        ></wealth-agent-chat>
        <wealth-agent-chat proxy-url="/unused" layout="launcher"></wealth-agent-chat>
      </div>`,
    );
    const chats = [...wrapper.querySelectorAll<WealthAgentChat>('wealth-agent-chat')];
    await Promise.all(chats.map(restored));
    (part(chats[2] as WealthAgentChat, 'launcher') as HTMLButtonElement).click();
    input(chats[0] as WealthAgentChat).focus();
    await Promise.all(chats.map((chat) => chat.updateComplete));
    localStorage.removeItem(storageName(key));

    const looks = () =>
      chats
        .flatMap((chat) => [chat, ...(chat.shadowRoot?.querySelectorAll('*') ?? [])])
        .map((element) => {
          const style = getComputedStyle(element);
          return LOOKS.map((property) => style.getPropertyValue(property)).join('|');
        })
        .join('\n');
    const unset = looks();
    const unchanged: string[] = [];
    for (const token of tokens) {
      for (const chat of chats) chat.style.setProperty(token, probeValue(token));
      if (looks() === unset) unchanged.push(token);
      for (const chat of chats) chat.style.removeProperty(token);
    }
    // The launcher remembers that it was open, for the page's next element: close it again.
    (part(chats[2] as WealthAgentChat, 'launcher') as HTMLButtonElement).click();
    await chats[2]?.updateComplete;
    expect(unchanged, 'tokens that change nothing').to.deep.equal([]);
  });

  it('should switch to dark by attribute and back to light, whatever the system says', async () => {
    const el = await chat('/unused', {language: undefined, theme: 'dark'});
    expect(colorOf(el, 'background-color')).to.equal('rgb(20, 24, 31)');
    el.theme = 'light';
    await el.updateComplete;
    expect(colorOf(el, 'background-color')).to.equal('rgb(255, 255, 255)');
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`should draw the conversation's scrollbar in the ${theme} theme, not the system's`, async () => {
      const el = await chat('/unused', {language: undefined, theme});
      const log = part(el, 'log') as HTMLElement;
      const style = getComputedStyle(log);
      if (!CSS.supports('scrollbar-color', 'red blue')) {
        // WebKit has no scrollbar-color: it draws its own scrollbar in the chat's colour scheme.
        expect(style.colorScheme).to.equal(theme);
        return;
      }
      // Two colours, split at the space between them, not inside a function's parentheses.
      const [thumb = '', track = ''] = style.scrollbarColor.split(/ (?![^(]*\))/);
      expect(channelsWithAlpha(track)[3], 'a transparent track: the surface shows').to.equal(0);
      expect(
        contrast(thumb, colorOf(el, 'background-color')),
        'the thumb against the surface',
      ).to.be.at.least(3);
    });
  }

  it('should show a disclaimer slot and ask a suggested question from the welcome slot', async () => {
    const server = await scripted(answerScript(['Answered.']));
    const el = await chat(
      server.url,
      {},
      html`<div slot="welcome">
          <button type="button" data-question="Is there a wealth tax?">Wealth tax</button>
        </div>
        <p slot="disclaimer">AI answers are general information, not advice.</p>`,
    );
    const disclaimer = el.querySelector('[slot="disclaimer"]') as HTMLElement;
    expect(disclaimer.getBoundingClientRect().height).to.be.greaterThan(0);
    const done = nextEvent(el, 'wac-done');
    el.querySelector('button')?.click();
    expect((await done).detail.question).to.equal('Is there a wealth tax?');
    expect(parts(el, 'user-message')).to.have.length(1);
  });
});

describe('<wealth-agent-chat> launcher layout', () => {
  const launcher = async () => loaded(await chat('/unused', {layout: 'launcher'}));

  it('should open from its button, focus the question field, and close with Escape', async () => {
    const el = await launcher();
    const button = part(el, 'launcher') as HTMLButtonElement;
    const panel = part(el, 'panel') as HTMLElement;
    expect(panel.hidden).to.equal(true);
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(button.title).to.equal('Open the chat');

    button.click();
    await el.updateComplete;
    expect(panel.hidden).to.equal(false);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(el.shadowRoot?.activeElement).to.equal(input(el));
    expect(getComputedStyle(panel).position).to.equal('fixed');

    input(el).dispatchEvent(
      new KeyboardEvent('keydown', {key: 'Escape', bubbles: true, composed: true}),
    );
    await el.updateComplete;
    expect(panel.hidden).to.equal(true);
    expect(el.shadowRoot?.activeElement).to.equal(button);
  });

  it('should remember the open panel when the page re-creates the element', async () => {
    const remembered = {id: 'remembered', layout: 'launcher', language: undefined};
    const first = await chat('/unused', remembered);
    (part(first, 'launcher') as HTMLButtonElement).click();
    await first.updateComplete;
    first.remove();
    // Open when the page last showed it, it loads the chat at once.
    const again = await chat('/unused', remembered);
    expect((part(again, 'panel') as HTMLElement).hidden).to.equal(false);
  });

  it('should have no accessibility violation, closed and open', async () => {
    const el = await launcher();
    await expect(el).to.be.accessible();
    (part(el, 'launcher') as HTMLButtonElement).click();
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });
});
