import {expect} from '@open-wc/testing';
import {TAG_NAME, defineWealthAgentChat} from '../../../src/browser/element/define.js';
import {resetWarnings} from '../../../src/browser/element/warn.js';
import {WealthAgentChat} from '../../../src/browser/element/wealth-agent-chat.js';
import {chat, scripted, send, sse, until, waitForSettled} from '../../helpers/chat-harness.js';

/** Every console warning printed while `action` runs. */
const warningsDuring = async (action: () => unknown): Promise<string[]> => {
  resetWarnings();
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
  try {
    await action();
  } finally {
    console.warn = original;
  }
  return warnings;
};

describe('<wealth-agent-chat> registration', () => {
  it('should let a second copy of the same version register silently', async () => {
    const warnings = await warningsDuring(defineWealthAgentChat);
    expect(customElements.get(TAG_NAME)).to.equal(WealthAgentChat);
    expect(warnings).to.deep.equal([]);
  });

  it('should keep a page’s other version and warn once that this copy is ignored', async () => {
    // A fresh document: its own registry and module map, where another version came first.
    const iframe = document.createElement('iframe');
    iframe.srcdoc = `<!doctype html><script>
        window.warnings = [];
        console.warn = (...args) => window.warnings.push(args.join(' '));
        customElements.define('wealth-agent-chat', class extends HTMLElement {
          static version = '0.0.1';
        });
      </script>
      <script type="module" src="/src/browser/element/define.ts"></script>
      <script type="module">window.loaded = true;</script>`;
    document.body.append(iframe);
    try {
      const frame = () => iframe.contentWindow;
      const global = (name: string): unknown => Reflect.get(frame() ?? {}, name);
      await until(() => global('loaded') === true, 'the second copy to load', 20_000);
      // Lit's own dev-mode notice is printed in the frame too: only the element's warnings count.
      const warnings = (global('warnings') as string[]).filter((text) =>
        text.startsWith('[wealth-agent-chat]'),
      );
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.contain('version-mismatch').and.to.contain('0.0.1');
      expect(frame()?.customElements.get(TAG_NAME)).to.not.equal(undefined);
      expect(frame()?.customElements.get(TAG_NAME)?.name).to.not.equal('WealthAgentChat');
    } finally {
      iframe.remove();
    }
  });
});

describe('<wealth-agent-chat> custom states', () => {
  it('should match :state(empty), then :state(streaming), then :state(error)', async () => {
    const hanging = await scripted({
      steps: [{text: sse('delta', {delta: {content: 'The beginning'}})}, {hang: true}],
    });
    const el = await chat(hanging.url);
    const states = () =>
      ['empty', 'streaming', 'error'].filter((state) => el.matches(`:state(${state})`));
    expect(states()).to.deep.equal(['empty']);

    await send(el, 'Is there a wealth tax?');
    await until(() => states().includes('streaming'), 'the streaming state');
    expect(states()).to.deep.equal(['streaming']);
    el.stop();
    await waitForSettled(el);
    expect(states()).to.deep.equal([]);

    el.proxyUrl = (
      await scripted({steps: [{text: sse('error', {error: {code: 'upstream', message: 'Down.'}})}]})
    ).url;
    await send(el, 'Again?');
    await waitForSettled(el);
    expect(states()).to.deep.equal(['error']);
  });
});
