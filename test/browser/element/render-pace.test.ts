import {expect} from '@open-wc/testing';
import {MAX_CHARS, RenderPace} from '../../../src/browser/element/render-pace.js';

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
    const pace = new RenderPace();
    pace.record(400, 8);
    const fast = pace.chars;
    pace.record(fast, 4 * 8 * (fast / 400));
    // Four times slower per character: a quarter of the text, unless the floor holds it.
    expect(pace.chars).to.be.at.most(Math.max(200, Math.ceil(fast / 4) + 1));
    expect(pace.chars).to.be.below(fast);
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
