import {expect} from '@open-wc/testing';
import {ChatView} from '../../../src/browser/element/chat-view.js';
import type {CSSResultOrNative} from 'lit';

/** Every style rule of the element's partials as Chromium parsed them, keyed by its context. */
const styleRules = (): string[] => {
  const keys: string[] = [];
  const walk = (rules: CSSRuleList, context: string) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) keys.push(`${context} ${rule.selectorText}`);
      else if (rule instanceof CSSConditionRule) {
        walk(rule.cssRules, `${context} @${rule.constructor.name} ${rule.conditionText}`);
      }
    }
  };
  const styles = [ChatView.styles].flat(Infinity) as CSSResultOrNative[];
  for (const style of styles) {
    const sheet = style instanceof CSSStyleSheet ? style : style.styleSheet;
    if (sheet) walk(sheet.cssRules, '');
  }
  return keys;
};

describe('<wealth-agent-chat> styles', () => {
  it('should declare each selector once per context, across all the partials', () => {
    const rules = styleRules();
    expect(rules.length, 'rules read').to.be.above(100);
    const twice = rules.filter((key, index) => rules.indexOf(key) !== index);
    expect(twice, 'selectors with two rules in the same context: merge them').to.deep.equal([]);
  });
});
