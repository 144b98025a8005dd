/**
 * Loaded before each browser test file. A failed assertion whose value is a node of the page (an
 * element expected to be absent, say) keeps the node in the error the runner reports; sent from
 * WebKit, that report never reached the runner, and the whole file hung until its timeout instead of
 * failing. The node is reported as its markup, as chai's message already shows it.
 */
import {chai} from '@open-wc/testing';

const MARKUP_LIMIT = 200;

const described = (value: unknown): unknown =>
  value instanceof Node
    ? (value instanceof Element ? value.outerHTML : (value.textContent ?? value.nodeName)).slice(
        0,
        MARKUP_LIMIT,
      )
    : value;

const {prototype} = chai.Assertion;
// eslint-disable-next-line @typescript-eslint/unbound-method -- called below with its assertion as `this`
const assert = prototype.assert;
prototype.assert = function (this: Chai.AssertionStatic, ...args) {
  try {
    assert.apply(this, args);
  } catch (error) {
    if (error instanceof chai.AssertionError) {
      const failure = error as Chai.AssertionError & {actual?: unknown; expected?: unknown};
      failure.actual = described(failure.actual);
      failure.expected = described(failure.expected);
    }
    throw error;
  }
};
