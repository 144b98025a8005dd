import {expect} from '@open-wc/testing';
import {PacingController} from '../../../src/browser/element/controllers/pacing-controller.js';
import {inertHost, withFrames} from '../../helpers/chat-harness.js';

/** A host that only takes its controllers: the test connects and disconnects them itself. */
const host = inertHost();

const press = () => {
  document.body.dispatchEvent(new KeyboardEvent('keydown', {key: 'a', bubbles: true}));
};

/** Frames come when the test says: a frame runs every callback asked for before it. */
const callbacks: FrameRequestCallback[] = [];
const frame = (time: number) => {
  for (const callback of callbacks.splice(0)) callback(time);
};
const askFrame = (callback: FrameRequestCallback) => callbacks.push(callback);

describe('PacingController: key-press frames', () => {
  afterEach(() => {
    callbacks.length = 0;
  });

  it('should know a key press is waiting for its frame, until that frame', () =>
    withFrames(askFrame, () => {
      const keys = new PacingController(host, () => 0);
      keys.hostConnected();
      try {
        press();
        // A render due in a task after a frame waits for another when a key came between them.
        expect(keys.keyPending, 'before its frame').to.equal(true);
        frame(16);
        expect(keys.keyPending, 'after its frame').to.equal(false);
      } finally {
        keys.hostDisconnected();
      }
    }));

  it('should not hold renders back for keys pressed once its element is gone', () =>
    withFrames(askFrame, () => {
      const keys = new PacingController(host, () => 0);
      keys.hostConnected();
      keys.hostDisconnected();
      press();
      expect(callbacks, 'frames asked for').to.have.length(0);
      expect(keys.keyPending).to.equal(false);
    }));
});
