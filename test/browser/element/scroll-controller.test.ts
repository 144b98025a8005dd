import {expect} from '@open-wc/testing';
import {ScrollController} from '../../../src/browser/element/controllers/scroll-controller.js';
import type {ReactiveControllerHost} from 'lit';

/** A log 200 px tall whose content the test sizes, and the controller keeping it at its bottom. */
const setup = () => {
  const log = document.createElement('div');
  log.style.cssText = 'height: 200px; overflow-y: auto; overflow-anchor: none';
  const above = document.createElement('div');
  const below = document.createElement('div');
  above.style.height = '1000px';
  below.style.height = '1000px';
  log.append(above, below);
  document.body.append(log);
  const host: ReactiveControllerHost = {
    addController: () => {},
    removeController: () => {},
    requestUpdate: () => {},
    updateComplete: Promise.resolve(true),
  };
  const controller = new ScrollController(host, () => log);
  /** A render: the element's content changed, and the controller pins the log if it should. */
  const render = () => {
    controller.hostUpdate();
    controller.hostUpdated();
  };
  /** Runs `change` and waits for the scroll event it sets off. */
  const scrolling = async (change: () => void) => {
    const scrolled = new Promise((resolve) => {
      log.addEventListener('scroll', resolve, {once: true});
    });
    change();
    await scrolled;
  };
  /** Moves the log to `top`, as a reader's scroll. */
  const scrollTo = (top: number) =>
    scrolling(() => {
      log.scrollTop = top;
    });
  const fromBottom = () => log.scrollHeight - log.scrollTop - log.clientHeight;
  /**
   * Holds the log's scroll events back from the controller, as WebKit delivers the event of a
   * script's move after a frame's ResizeObserver notifications, and even after the next render;
   * `deliver()` lets the held event through.
   */
  const lateScrollEvents = () => {
    const hold = (event: Event) => {
      if (!event.isTrusted) return;
      event.stopImmediatePropagation();
    };
    log.addEventListener('scroll', hold, {capture: true});
    return {
      deliver: () => {
        log.removeEventListener('scroll', hold, {capture: true});
        log.dispatchEvent(new Event('scroll'));
      },
    };
  };
  return {log, above, below, render, scrolling, scrollTo, fromBottom, lateScrollEvents};
};

const frame = () => new Promise(requestAnimationFrame);

describe('ScrollController', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('should follow the bottom as content grows', () => {
    const {below, render, fromBottom} = setup();
    render();
    expect(fromBottom()).to.equal(0);
    below.style.height = '1500px';
    render();
    expect(fromBottom()).to.equal(0);
  });

  it('should stay where the reader scrolled up to, even as content laid out meanwhile grows', async () => {
    const {log, above, below, render, scrollTo} = setup();
    render();
    // Blocks laid out for the first time as they come on screen change the height in that frame.
    above.style.height = '1300px';
    await scrollTo(100);
    below.style.height = '1400px';
    render();
    expect(log.scrollTop).to.equal(100);
  });

  it('should stay pinned when the browser moves the view up by what the content above lost', async () => {
    const {log, above, below, render, scrolling, fromBottom} = setup();
    render();
    // Content above shrinks by 300 px: the position follows it up by as much, as scroll anchoring
    // (here, the end of the content) moves it.
    await scrolling(() => {
      above.style.height = '700px';
      expect(log.scrollTop).to.equal(1500);
    });
    below.style.height = '1300px';
    render();
    expect(fromBottom()).to.equal(0);
  });

  it('should stay pinned when the reader scrolls down while content grew below', async () => {
    const {log, below, render, scrollTo, fromBottom} = setup();
    render();
    below.style.height = '1500px';
    await scrollTo(log.scrollTop + 50);
    render();
    expect(fromBottom()).to.equal(0);
  });

  it('should follow again when the reader reached the bottom and a render grew it before the scroll event', async () => {
    const {log, below, render, scrollTo, scrolling, fromBottom} = setup();
    render();
    await scrollTo(0);
    render();
    expect(log.scrollTop, 'unpinned: the reader scrolled up').to.equal(0);
    // Back at the bottom; the next render lands before the browser dispatches the scroll event,
    // as it does in Firefox while an answer streams fast.
    await scrolling(() => {
      log.scrollTop = log.scrollHeight;
      below.style.height = '1500px';
      render();
    });
    expect(fromBottom(), 'following at once').to.equal(0);
    below.style.height = '1800px';
    render();
    expect(fromBottom(), 'and on').to.equal(0);
  });

  it('should keep following when the latest message is laid out frames after the render, shrinking then growing', async () => {
    const {log, below, render, scrolling, fromBottom} = setup();
    render();
    await frame();
    await frame();
    // As WebKit lays out the boxes a follow brought into view: in a later frame, after its scroll
    // events, the message shrinks (the position is clamped, 300 px up) and then grows, with no
    // render to follow it. The scroll event of the clamp is the page's, not the reader's.
    await scrolling(() => {
      requestAnimationFrame(() => {
        below.style.height = '700px';
        expect(log.scrollTop, 'clamped').to.equal(1500);
        below.style.height = '1500px';
      });
    });
    await frame();
    await frame();
    expect(fromBottom(), 'at the bottom of the grown message').to.equal(0);
  });

  it("should stay where the page's script moved the log when the observer hears of it before the scroll event", async () => {
    const {log, below, render, lateScrollEvents} = setup();
    render();
    const late = lateScrollEvents();
    log.scrollTop = 0;
    // The notification of the follow's observer comes in this frame, the content's height
    // unchanged: the move is not the layout's. It took it for one, and the next render followed.
    await frame();
    await frame();
    below.style.height = '1500px';
    render();
    expect(log.scrollTop, 'after a render').to.equal(0);
    late.deliver();
    below.style.height = '1800px';
    render();
    expect(log.scrollTop, 'after its scroll event and another render').to.equal(0);
  });

  it("should stay where the page's script moved the log when a render comes before the scroll event", async () => {
    const {log, below, render, lateScrollEvents} = setup();
    render();
    const late = lateScrollEvents();
    log.scrollTop = 0;
    below.style.height = '1500px';
    render();
    expect(log.scrollTop, 'after the render').to.equal(0);
    // The observer hears of the grown content: a height changed, but the move was made before.
    await frame();
    await frame();
    below.style.height = '1800px';
    render();
    expect(log.scrollTop, 'after the next render').to.equal(0);
    late.deliver();
    expect(log.scrollTop, 'after its scroll event').to.equal(0);
  });
});
