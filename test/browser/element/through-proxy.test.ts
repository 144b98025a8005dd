import {expect} from '@open-wc/testing';
import '../../../src/browser/element/define.js';
import {chat, lastAnswer, nextEvent, part, send} from '../../helpers/chat-harness.js';

/** The element against the real proxy in front of the real simulator, over loopback HTTP. */
describe('<wealth-agent-chat> through the proxy and the simulator', () => {
  it('should stream a sourced answer in the requested language and residence', async () => {
    const el = await chat('/api/chat', {residence: 'de', language: 'de'});
    const done = nextEvent(el, 'wac-done', 15_000);
    await send(el, 'Wie wird Vermögen besteuert?');
    const {detail} = await done;

    expect(detail.answer).to.contain('Deutschland');
    expect(detail.sources.length).to.be.greaterThan(0);
    const answer = lastAnswer(el);
    expect(answer.querySelector('h3, h4')).to.not.equal(null);
    const citations = [...answer.querySelectorAll<HTMLAnchorElement>('.answer a.citation')];
    expect(citations.length).to.be.greaterThan(0);
    const links = [...(part(el, 'sources')?.querySelectorAll('a') ?? [])];
    expect(links).to.have.length(detail.sources.length);
    for (const link of links) expect(link.protocol).to.equal('https:');
    expect(el.messages).to.deep.equal([
      {role: 'user', content: 'Wie wird Vermögen besteuert?'},
      {role: 'assistant', content: detail.answer},
    ]);
  });

  it('should show the thinking panel with extended thinking and keep it out of the history', async () => {
    const el = await chat('/api/chat', {
      residence: 'it',
      language: 'it',
      'extended-thinking': true,
    });
    const done = nextEvent(el, 'wac-done', 15_000);
    await send(el, 'Come funziona la tassa di successione?');
    const {detail} = await done;
    expect(part(el, 'thinking')?.textContent.trim()).to.not.equal('');
    expect(el.messages[1]?.content).to.equal(detail.answer);
  });
});
