import {expect} from '@open-wc/testing';
import {chatSheets} from '../../../src/browser/element/styles/chat-sheets.js';

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
  for (const sheet of chatSheets()) walk(sheet.cssRules, '');
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
