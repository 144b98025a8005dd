import {expect} from '@open-wc/testing';
import {render} from 'lit';
import {PacingController} from '../../../src/browser/element/controllers/pacing-controller.js';
import {MAX_CHARS, RenderPace} from '../../../src/browser/element/render-pace.js';
import {MarkdownStream} from '../../../src/browser/markdown/stream.js';
import {inertHost} from '../../helpers/chat-harness.js';

/**
 * The render pace sizes each render of a long answer from the renders before it, so that a slow
 * page (a first answer on code not yet compiled, a phone's CPU) gets smaller renders instead of
 * long tasks. Times here are given, not measured: the arithmetic is what is tested.
 */
describe('render pace', () => {
  it('lets a first render show less than a warm page would: its code is not compiled yet', () => {
    const pace = new RenderPace();
    expect(pace.chars).to.be.above(0).and.below(MAX_CHARS);
  });

  it('shrinks the next render after a slow one, so that it fits the same time as a fast one', () => {
    const slow = new RenderPace();
    slow.record(400, 24);
    const slower = new RenderPace();
    slower.record(400, 36);
    // Half as slow again per character: two thirds of the text, to fit the same time.
    expect(slower.chars).to.be.below(slow.chars);
    expect(slower.chars).to.be.closeTo((slow.chars * 24) / 36, 1);
  });

  it('grows on fast renders up to its ceiling, and never past it', () => {
    const pace = new RenderPace();
    for (let render = 0; render < 20; render++) pace.record(pace.chars, 1);
    expect(pace.chars).to.equal(MAX_CHARS);
  });

  it('believes a slow render at once and a fast one only in part', () => {
    const pace = new RenderPace();
    pace.record(400, 32);
    const slow = pace.chars;
    pace.record(400, 1);
    expect(pace.chars).to.be.above(slow).and.below(MAX_CHARS);
  });

  it('always lets an answer move on, however slow the page', () => {
    const pace = new RenderPace();
    pace.record(400, 4_000);
    expect(pace.chars).to.be.at.least(200);
  });

  it('learns nothing from a render that showed a few characters: its fixed cost dominates', () => {
    const pace = new RenderPace();
    const before = pace.chars;
    pace.record(20, 30);
    expect(pace.chars).to.equal(before);
  });
});

/** What one render of a long answer shows, in characters, through `pacing`. */
const shownByRender = (pacing: PacingController, during?: () => void): number => {
  pacing.hostUpdate();
  const view = pacing.show(new MarkdownStream(), 'word '.repeat(2_000), false);
  during?.();
  pacing.hostUpdated();
  const box = document.createElement('div');
  render(view, box);
  return box.textContent.length;
};

describe('render pace, in the element', () => {
  it('counts the layout of what a render added, which the frame does before it paints', () => {
    // Text whose layout is long and needs no script: thousands of paragraphs, re-wrapped by a
    // change of width. A pace that timed the render's script alone would grow the next render.
    const host = inertHost();
    host.style.width = '600px';
    for (let i = 0; i < 4_000; i++)
      host.append(
        Object.assign(document.createElement('p'), {
          textContent: 'A paragraph of wealth planning, wrapped again at every width. '.repeat(4),
        }),
      );
    document.body.append(host);
    host.getBoundingClientRect();
    const pacing = new PacingController(host, () => 0);
    try {
      const first = shownByRender(pacing, () => {
        host.style.width = '300px';
      });
      const next = shownByRender(pacing);
      expect(next, 'shown after a render whose layout was long').to.be.below(first);
    } finally {
      host.remove();
    }
  });
});
