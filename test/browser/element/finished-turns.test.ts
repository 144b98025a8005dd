import {expect} from '@open-wc/testing';
import '../../../src/browser/element/define.js';
import {
  answered,
  chat,
  answerScript,
  parts,
  recordClipboard,
  scripted,
  send,
  sse,
  until,
  waitForSettled,
} from '../../helpers/chat-harness.js';
import {de} from '../../../src/browser/i18n/de.js';
import {en} from '../../../src/browser/i18n/en.js';
import type {WealthAgentChat} from '../../../src/browser/element/wealth-agent-chat.js';

/**
 * A finished turn is not rendered again while nothing it shows changed (issue 17): these are the
 * changes from outside the turn that it must still show, each while the turn itself stays as it is.
 */
describe('<wealth-agent-chat> finished turns', () => {
  /** The button named `name` in the actions row of the `index`th answer. */
  const action = (el: WealthAgentChat, index: number, name: string) =>
    [...(parts(el, 'message-actions')[index]?.querySelectorAll('button') ?? [])].find(
      (button) => button.textContent.trim() === name || button.title === name,
    );

  it('should let an earlier failed turn be retried only while no answer streams', async () => {
    const failing = await scripted({status: 503, steps: [{text: '{}'}]});
    const el = await chat(failing.url);
    await send(el, 'First?');
    const retry = () => parts(el, 'error')[0]?.querySelector('button');
    await until(() => retry() !== undefined && retry() !== null, 'the failure notice');
    const held = await scripted({
      steps: [{text: sse('delta', {delta: {content: 'Partly'}})}, {hold: true}],
    });
    el.proxyUrl = held.url;
    await el.updateComplete;
    await send(el, 'Second?');
    await until(() => retry()?.disabled === true, 'the retry disabled while an answer streams');
    await held.release();
    // The held answer ends without `done`, cut short: whichever way it ends, it ends.
    await waitForSettled(el);
    await until(() => retry()?.disabled === false, 'the retry enabled once the answer ended');
  });

  it('should say "Copied" on the earlier answer copied last, and only there', async () => {
    const clipboard = recordClipboard();
    try {
      const server = await scripted(answerScript(['Yes.']));
      const el = await chat(server.url);
      await answered(el, 'First?');
      await answered(el, 'Second?');
      action(el, 1, en.copy)?.click();
      await until(() => action(el, 1, en.copied) !== undefined, 'the second answer copied');
      action(el, 0, en.copy)?.click();
      await until(() => action(el, 0, en.copied) !== undefined, 'the first answer copied');
      expect(action(el, 1, en.copy), 'the second answer no longer says Copied').to.not.equal(
        undefined,
      );
    } finally {
      clipboard.restore();
    }
  });

  it('should open the comment form under an earlier answer and close the one before', async () => {
    const server = await scripted(answerScript(['Yes.']));
    const el = await chat(server.url);
    await answered(el, 'First?');
    await answered(el, 'Second?');
    const forms = () => parts(el, 'message-actions').map((row) => row.querySelector('form'));
    action(el, 1, en.bad)?.click();
    await until(() => forms()[1] !== null, 'the comment form under the second answer');
    action(el, 0, en.bad)?.click();
    await until(() => forms()[0] !== null, 'the comment form under the first answer');
    expect(forms()[1], 'one comment form at a time').to.equal(null);
  });

  it('should speak the new language in every earlier turn', async () => {
    const server = await scripted(answerScript(['Yes.']));
    const el = await chat(server.url);
    await answered(el, 'First?');
    await answered(el, 'Second?');
    el.language = 'de';
    await el.updateComplete;
    expect(action(el, 0, de.copy), 'the first answer, in German').to.not.equal(undefined);
    expect(action(el, 1, de.copy)).to.not.equal(undefined);
  });

  it('should show the image in an earlier answer once its origin is allowed', async () => {
    const image = '![Chart](https://cdn.bank.example/chart.png)';
    const server = await scripted(answerScript([image]));
    const el = await chat(server.url);
    await answered(el, 'First?');
    await answered(el, 'Second?');
    const images = () => parts(el, 'assistant-message').map((item) => item.querySelector('img'));
    expect(images()[0], 'an image from an origin not allowed is a link').to.equal(null);
    el.allowImages = 'https://cdn.bank.example';
    await el.updateComplete;
    await until(() => images()[0] !== null, 'the first answer showing its image');
  });
});
