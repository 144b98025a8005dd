/** The simulator's fixed phrases in English. */
import {joinList} from '../text.js';
import type {Phrases} from './types.js';

/** Each topic in running text. */
const TOPICS: Phrases['topicLabel'] = {
  income: 'income tax',
  wealth: 'wealth tax',
  capital_gains: 'capital gains tax',
  inheritance: 'inheritance and gift tax',
  pensions: 'pensions and retirement savings',
  real_estate: 'real estate',
  gifts: 'lifetime gifts',
  trusts: 'trusts and foundations',
  exit: 'exit taxation',
  crypto: 'crypto-assets',
};

export const en: Phrases = {
  colon: ': ',
  and: 'and',
  locale: 'en',
  topicLabel: TOPICS,
  // The subject of a sentence takes no article here: "it is about income tax".
  topicArticled: TOPICS,
  allTaxes: 'the four main taxes on wealth',
  headingOverview: (inName) => `Taxes on wealth ${inName}: an overview`,
  headingComparison: (names) => `Comparison: ${names}`,
  introOverview: [
    (inName) =>
      `Here is how the four taxes that matter for private wealth work ${inName}: income, wealth, capital gains, and inheritance and gifts.`,
    (inName) =>
      `Four taxes shape a private client's position ${inName}: income tax, wealth tax, capital gains tax, and inheritance and gift tax. Here are the essentials.`,
  ],
  introTopics: [
    (topics, inName) =>
      `Here are the essentials of ${joinList(topics, 'and')} ${inName}, with the rates and thresholds as they stand.`,
    (topics, inName) =>
      `In short, here is what to know about ${joinList(topics, 'and')} ${inName}.`,
  ],
  introComparison: (topics, inName, others) =>
    `Here is how the position ${inName} compares with the position ${others.single ?? `in ${others.names}`} (${topics}). The table sums up each tax at a glance.`,
  leftOut: (names) =>
    `Left out of the table to keep it readable: ${names}. Ask about them separately for the same detail.`,
  tableTax: 'Tax',
  highlightsTitle: 'Regimes worth knowing',
  checksTitle: 'Points to check',
  checks: [
    'Your tax residence under domestic law and the applicable tax treaty (days of presence, home, centre of interests).',
    'The timing of disposals, gifts and changes of residence, including any exit tax.',
    'Reporting obligations for foreign accounts, trusts and companies.',
  ],
  relatedTitle: 'Other taxes to keep in mind',
  nextStepsTitle: 'Next steps',
  nextSteps: [
    'List your assets by type and country, with their acquisition values.',
    'Identify the tax treaty that applies between the countries involved.',
    'Review the plan with a qualified tax adviser before acting.',
  ],
  currencyNote: (currency) => `Amounts in ${currency} unless stated otherwise.`,
  disclaimer:
    'This answer is illustrative and general; it is not tax advice. Check with a qualified adviser.',
  clarify: {
    taxQuestion: 'Which tax are you asking about?',
    sizeQuestion: 'What is the approximate size of your wealth?',
    sizeOptions: ([a, b, c]) => [`Under ${a}`, `${a} to ${b}`, `${b} to ${c}`, `Over ${c}`],
  },
  thinking: {
    understanding: (topics, inName) =>
      `Reading the question: it is about ${topics}, for a taxpayer resident ${inName}.`,
    research: (inName, publishers) => `Checking the official sources ${inName}: ${publishers}.`,
    analysis: (topics) =>
      `Working through the rates, thresholds and allowances that apply to ${topics}.`,
    comparison: (topics, others) =>
      `Comparing ${topics} with the rules ${others.single ?? `in ${others.names}`}: rates, thresholds and allowances.`,
    drafting: (length, sources) =>
      `Drafting a ${length} answer with a disclaimer (official sources cited: ${sources}).`,
    lengths: {short: 'short', structured: 'structured', detailed: 'detailed'},
    mobile: {
      understanding: (topics) =>
        `Reading the question: it is about ${topics}, for a person whose life and assets span several countries.`,
      research: (publishers) => `Checking the international sources: ${publishers}.`,
    },
  },
};
