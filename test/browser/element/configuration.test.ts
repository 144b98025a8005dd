import {expect, fixture, html} from '@open-wc/testing';
import '../../../src/browser/element/define.js';
import {resetWarnings} from '../../../src/browser/element/warn.js';
import {stringsFor} from '../../../src/browser/i18n/index.js';
import {RESIDENCES} from '../../../src/protocol/index.js';
import {
  answerScript,
  chat,
  input,
  nextEvent,
  part,
  scripted,
  send,
  until,
} from '../../helpers/chat-harness.js';
import type {WealthAgentChat} from '../../../src/browser/element/wealth-agent-chat.js';

/**
 * What the console said, how many requests the page made and how many were answered (their
 * headers in the page), while `action` ran; `action` may wait on the counts as they grow.
 */
const observe = async (action: (seen: {responses: number}) => Promise<unknown>) => {
  // Messages are printed once per page: forget what an earlier test printed.
  resetWarnings();
  const seen = {warnings: [] as string[], errors: [] as string[], fetches: 0, responses: 0};
  const warn = console.warn;
  const error = console.error;
  const ownFetch = Object.getOwnPropertyDescriptor(window, 'fetch');
  const original = window.fetch.bind(window);
  console.warn = (...args: unknown[]) => seen.warnings.push(args.join(' '));
  console.error = (...args: unknown[]) => seen.errors.push(args.join(' '));
  window.fetch = (...args) => {
    seen.fetches++;
    return original(...args).then((response) => {
      seen.responses++;
      return response;
    });
  };
  try {
    await action(seen);
  } finally {
    Object.assign(console, {warn, error});
    if (ownFetch) Object.defineProperty(window, 'fetch', ownFetch);
  }
  return seen;
};

/** Asks a question on a proxy that answers, and returns the request body it received. */
const sentBody = async (el: WealthAgentChat) => {
  const server = await scripted(answerScript(['ok']));
  el.proxyUrl = server.url;
  const done = nextEvent(el, 'wac-done');
  await send(el, 'Question');
  await done;
  const [body] = (await server.log()).bodies as Record<string, unknown>[];
  return body ?? {};
};

const label = (el: WealthAgentChat) => input(el).getAttribute('aria-label');

/** Runs `during` with `<html lang>` set to `lang`, then puts the page's own back. */
const withDocumentLang = async (lang: string, during: (root: HTMLElement) => Promise<void>) => {
  const root = document.documentElement;
  const before = root.getAttribute('lang');
  root.lang = lang;
  try {
    await during(root);
  } finally {
    if (before === null) root.removeAttribute('lang');
    else root.setAttribute('lang', before);
  }
};

describe('<wealth-agent-chat> configuration', () => {
  describe('language', () => {
    for (const [tag, language] of [
      ['en-GB', 'en'],
      ['pt-BR', 'pt'],
      ['de-CH', 'de'],
      ['IT', 'it'],
    ] as const) {
      it(`should read language="${tag}" as ${language}, in the interface and the request`, async () => {
        const el = await chat('/unused', {language: tag});
        expect(label(el)).to.equal(stringsFor(language).inputLabel);
        expect((await sentBody(el))['language']).to.equal(language);
      });
    }

    it("should follow the nearest lang without a language attribute: the element's, an ancestor's, the document's", async () => {
      const own = await chat('/unused', {language: undefined, lang: 'de-AT'});
      expect(label(own)).to.equal(stringsFor('de').inputLabel);
      expect((await sentBody(own))['language']).to.equal('de');

      const wrapper = await fixture<HTMLElement>(
        html`<div lang="it">
          <section><wealth-agent-chat proxy-url="/unused"></wealth-agent-chat></section>
        </div>`,
      );
      const inherited = wrapper.querySelector('wealth-agent-chat') as WealthAgentChat;
      await inherited.updateComplete;
      expect(label(inherited)).to.equal(stringsFor('it').inputLabel);

      await withDocumentLang('es-419', async () => {
        const documentLang = await chat('/unused', {language: undefined});
        expect(label(documentLang)).to.equal(stringsFor('es').inputLabel);
        // The attribute still wins over the page.
        const explicit = await chat('/unused');
        expect(label(explicit)).to.equal(stringsFor('en').inputLabel);
      });
    });

    it("should follow a change of the document's or its own lang after it loaded", async () => {
      await withDocumentLang('en', async (root) => {
        const el = await chat('/unused', {language: undefined});
        expect(label(el)).to.equal(stringsFor('en').inputLabel);
        // A site's language switcher rewrites <html lang> without reloading.
        root.lang = 'de';
        await until(() => label(el) === stringsFor('de').inputLabel, 'the interface in de');
        expect((await sentBody(el))['language']).to.equal('de');
        el.lang = 'it';
        await until(() => label(el) === stringsFor('it').inputLabel, 'the interface in it');
        // Detached, it stops listening; attached again, it reads the page anew.
        const parent = el.parentNode as Node;
        el.remove();
        el.removeAttribute('lang');
        root.lang = 'es';
        parent.appendChild(el);
        await until(() => label(el) === stringsFor('es').inputLabel, 'the interface in es');
      });
    });

    it('should keep the default for a page in a language it does not speak', async () => {
      const el = await chat('/unused', {language: undefined, lang: 'nl'});
      expect(label(el)).to.equal(stringsFor('fr').inputLabel);
    });
  });

  describe('residence', () => {
    it('should read uk as gb, with a warning that names both', async () => {
      let el: WealthAgentChat | undefined;
      const seen = await observe(async () => {
        el = await chat('/unused', {language: undefined, residence: 'uk'});
        expect((await sentBody(el))['residence']).to.equal('gb');
      });
      expect(seen.warnings.join('\n')).to.match(/residence="uk".*"gb"/);
      expect(el && part(el, 'error')).to.equal(null);
    });

    it('should read the ISO spelling GB as gb without a word', async () => {
      const el = await chat('/unused', {language: undefined, residence: 'GB'});
      const seen = await observe(async () => {
        expect((await sentBody(el))['residence']).to.equal('gb');
      });
      expect(seen.warnings.join('\n')).not.to.contain('residence="GB"');
    });
  });

  describe('a setting it must not guess', () => {
    const cases: {name: string; attrs: Record<string, string>}[] = [
      {name: 'an unknown residence', attrs: {'proxy-url': '/unused', residence: 'xx'}},
      {name: 'an empty residence', attrs: {'proxy-url': '/unused', residence: ''}},
      {name: 'a missing proxy-url', attrs: {}},
      {name: 'an empty proxy-url', attrs: {'proxy-url': ' '}},
    ];
    for (const {name, attrs} of cases) {
      it(`should send nothing with ${name}, say so in the page's language, and keep the question`, async () => {
        let el: WealthAgentChat | undefined;
        const seen = await observe(async () => {
          el = await chat(undefined, {language: 'de', ...attrs});
          const refused = nextEvent(el, 'wac-error');
          await send(el, 'Meine sorgfältig getippte Frage');
          expect((await refused).detail.kind).to.equal('misconfigured');
          await until(() => input(el as WealthAgentChat).value !== '', 'the question back');
        });
        if (!el) throw new Error('no element');
        expect(seen.fetches, 'requests made').to.equal(0);
        expect(input(el).value).to.equal('Meine sorgfältig getippte Frage');
        expect(part(el, 'error')?.textContent.trim()).to.equal(
          stringsFor('de').errors.misconfigured,
        );
        expect(part(el, 'user-message'), 'a question shown as asked').to.equal(null);
        const said = seen.errors.join('\n');
        const residence = attrs['residence'];
        if (residence !== undefined) {
          expect(said).to.contain(`residence="${residence}"`);
          expect(said).to.contain(RESIDENCES.join(' '));
        } else {
          expect(said).to.contain('proxy-url');
        }
      });
    }

    it('should answer once the page sets what was missing', async () => {
      const el = await chat(undefined);
      expect(part(el, 'error')).to.not.equal(null);
      const body = await sentBody(el);
      expect(body['messages']).to.deep.equal([{role: 'user', content: 'Question'}]);
      expect(part(el, 'error')).to.equal(null);
    });
  });

  describe('a proxy that is not there', () => {
    for (const status of [404, 405, 501]) {
      it(`should name proxy-url on the console when it answers ${status}, and keep the question`, async () => {
        const server = await scripted({
          status,
          headers: {'content-type': 'text/plain'},
          steps: [{text: 'Not here'}],
        });
        const el = await chat(server.url);
        const seen = await observe(async () => {
          const failed = nextEvent(el, 'wac-error');
          await send(el, 'My question');
          await failed;
          await until(() => input(el).value === 'My question', 'the question back');
        });
        expect(seen.errors.join('\n')).to.contain(`proxy-url="${server.url}" answered ${status}`);
        expect(seen.errors.join('\n')).to.contain("Is this the proxy's path?");
      });
    }

    /** A port browsers refuse to connect to: the request fails before any byte, as with no server. */
    const NOWHERE = 'http://127.0.0.1:9/api/chat';

    it('should say the assistant cannot be reached, not to check the network, when online', async () => {
      const el = await chat(NOWHERE);
      const seen = await observe(async () => {
        const failed = nextEvent(el, 'wac-error');
        await send(el, 'My question');
        expect((await failed).detail.kind).to.equal('network');
      });
      await until(() => input(el).value === 'My question', 'the question back');
      const notice = part(el, 'error')?.textContent ?? '';
      expect(notice).to.contain('cannot be reached');
      expect(notice).not.to.contain('network');
      expect(seen.errors.join('\n')).to.contain(`proxy-url="${NOWHERE}" could not be reached`);
    });

    it('should call a connection cut after the proxy answered an interruption, not unreachable', async () => {
      // Cut once the answer is in the page, before any event: cut as its headers leave, Firefox
      // fails the request itself, as it does for a proxy that is not there, and it resolves a
      // request only with its first bytes (here an SSE comment, which is no event).
      const server = await scripted({steps: [{text: ': open\n\n'}, {hold: true}, {destroy: true}]});
      const el = await chat(server.url);
      const seen = await observe(async (counts) => {
        const failed = nextEvent(el, 'wac-error');
        await send(el, 'My question');
        await until(() => counts.responses === 1, "the proxy's answer in the page");
        await server.release();
        expect((await failed).detail.kind).to.equal('interrupted');
      });
      await until(() => input(el).value === 'My question', 'the question back');
      expect(part(el, 'error')?.textContent).not.to.contain('cannot be reached');
      expect(seen.errors).to.deep.equal([]);
    });

    it('should say to check the network when the browser is offline', async () => {
      const el = await chat(NOWHERE);
      Object.defineProperty(navigator, 'onLine', {value: false, configurable: true});
      try {
        const failed = nextEvent(el, 'wac-error');
        await send(el, 'My question');
        expect((await failed).detail.kind).to.equal('offline');
      } finally {
        Reflect.deleteProperty(navigator, 'onLine');
      }
      await el.updateComplete;
      expect(part(el, 'error')?.textContent).to.contain('Check your network');
      await until(() => input(el).value === 'My question', 'the question back');
    });
  });
});
