/**
 * Writes the markdown answer: a `##` heading, an intro, a section or bullet per tax with `[n]`
 * citations, the highlights when they matter, a table for comparisons, and an italic disclaimer,
 * all in the request's language whatever the question's.
 */
import type {Effort, Language, Residence} from '../../../protocol/index.js';
import {TAX_TOPICS, factOf, isTaxTopic} from '../content/types.js';
import type {JurisdictionContent, Highlight, Topic} from '../content/types.js';
import {pick} from '../random.js';
import type {Random} from '../random.js';
import {createCitations} from './citations.js';
import {answerDepth} from './depth.js';
import type {Depth} from './depth.js';
import type {Citations, Marker} from './citations.js';
import {PHRASES} from './phrases/index.js';
import type {OtherPlaces, Phrases} from './phrases/index.js';
import {capitalize, joinList, tableCell} from './text.js';
import {DEFAULT_NEIGHBOUR} from '../../../protocol/neighbours.js';
import type {QuestionAnalysis} from './topic.js';

/** Jurisdictions a comparison table holds besides the residence: more would not fit a chat. */
export const MAX_COMPARED = 4;

export interface AnswerInput {
  residence: Residence;
  language: Language;
  effort: Effort | null;
  analysis: QuestionAnalysis;
  content: Readonly<Record<Residence, JurisdictionContent>>;
  random: Random;
}

export interface Answer {
  kind: 'overview' | 'topics' | 'comparison';
  /** The topics the answer focuses on; empty for an overview of the four taxes. */
  topics: Topic[];
  /** The jurisdictions compared with the residence. */
  others: JurisdictionContent[];
  /** Jurisdictions the question named that the table had no room for; the answer names them. */
  leftOut: JurisdictionContent[];
  /** How deep it goes, from the effort or, for `null`, the question's complexity. */
  depth: Depth;
  text: string;
  markers: Marker[];
}

/**
 * Where an internationally mobile person weighs settling, each with a regime for newcomers: the
 * Swiss lump-sum taxation, the UK's four-year regime, Portugal's IFICI, Italy's flat tax. One
 * country beside the cross-border rules would read as if `intl` lived next door to it.
 */
const MOBILE_DESTINATIONS: readonly Residence[] = ['ch', 'gb', 'pt', 'it'];

/** Who a residence is compared with when a question asks for a comparison and names nobody. */
export const comparisonPartners = (residence: Residence): readonly Residence[] =>
  residence === 'intl' ? MOBILE_DESTINATIONS : [DEFAULT_NEIGHBOUR[residence]];

/**
 * Who a comparison puts next to the residence, in the order the question named them, or none when
 * the question is not one; past {@link MAX_COMPARED}, the rest are left out (and said so).
 */
export const comparedWith = (residence: Residence, analysis: QuestionAnalysis): Residence[] => {
  const others = analysis.jurisdictions.filter((code) => code !== residence);
  // Naming one foreign jurisdiction ("and in Portugal?") is a comparison with home, too.
  if (others.length > 0) return others;
  return analysis.compare ? [...comparisonPartners(residence)] : [];
};

/** The topics an answer focuses on: none (an overview) when the question names all four taxes. */
const focusOf = (topics: readonly Topic[]): Topic[] =>
  topics.length === TAX_TOPICS.length && topics.every(isTaxTopic) ? [] : [...topics];

/** A citation goes before a sentence's final stop: "… 45 %[1]." reads as one sentence. */
const withCitation = (text: string, cite: string): string => {
  const trimmed = text.trim();
  const match = /([.!?…])(\**)$/u.exec(trimmed);
  return match
    ? `${trimmed.slice(0, match.index)} ${cite}${match[1] ?? ''}${match[2] ?? ''}`
    : `${trimmed} ${cite}`;
};

interface Writer {
  phrases: Phrases;
  language: Language;
  citations: Citations;
}

const headlineBullet = (w: Writer, jurisdiction: JurisdictionContent, topic: Topic): string => {
  const fact = factOf(jurisdiction, topic);
  const cite = w.citations.cite(jurisdiction, fact.sources);
  return `- **${fact.name[w.language]}**${w.phrases.colon}${fact.headline[w.language].trim()} ${cite}`;
};

const summary = (w: Writer, jurisdiction: JurisdictionContent, topic: Topic): string => {
  const fact = factOf(jurisdiction, topic);
  return withCitation(fact.summary[w.language], w.citations.cite(jurisdiction, fact.sources));
};

const factHeading = (w: Writer, jurisdiction: JurisdictionContent, topic: Topic): string =>
  factOf(jurisdiction, topic).name[w.language];

/** A regime worth knowing, cited like any fact. */
const highlight = (w: Writer, jurisdiction: JurisdictionContent, item: Highlight): string =>
  withCitation(item.text[w.language], w.citations.cite(jurisdiction, item.sources));

const bullets = (items: readonly string[]): string => items.map((item) => `- ${item}`).join('\n');

const highlights = (w: Writer, jurisdiction: JurisdictionContent): string | undefined =>
  jurisdiction.highlights.length === 0
    ? undefined
    : `### ${w.phrases.highlightsTitle}\n\n${bullets(jurisdiction.highlights.map((item) => highlight(w, jurisdiction, item)))}`;

const closing = (w: Writer, depth: number): string[] => [
  ...(depth >= 3 ? [`### ${w.phrases.checksTitle}\n\n${bullets(w.phrases.checks)}`] : []),
  ...(depth >= 4
    ? [
        `### ${w.phrases.nextStepsTitle}\n\n${w.phrases.nextSteps
          .map((step, index) => `${String(index + 1)}. ${step}`)
          .join('\n')}`,
      ]
    : []),
  `*${w.phrases.disclaimer}*`,
];

const topicsLabel = (phrases: Phrases, topics: readonly Topic[], articled = false): string =>
  topics.length === 0
    ? phrases.allTaxes
    : joinList(
        topics.map((topic) => (articled ? phrases.topicArticled : phrases.topicLabel)[topic]),
        phrases.and,
      );

/** The places compared with the residence, as the phrases name them: a list, or the one place. */
export const otherPlaces = (
  language: Language,
  others: readonly JurisdictionContent[],
): OtherPlaces => ({
  names: joinList(
    others.map((item) => item.name[language]),
    PHRASES[language].and,
  ),
  single: others.length === 1 ? others[0]?.inName[language] : undefined,
});

const single = (
  w: Writer,
  input: AnswerInput,
  home: JurisdictionContent,
  depth: Depth,
): string[] => {
  const {analysis, random} = input;
  const {phrases, language} = w;
  const topics = focusOf(analysis.topics);
  const inName = home.inName[language];
  const focus = topics.length === 0 ? [...TAX_TOPICS] : topics;
  const heading =
    topics.length === 0
      ? phrases.headingOverview(inName)
      : `${capitalize(topicsLabel(phrases, topics))} ${inName}`;
  const intro =
    topics.length === 0
      ? pick(random, phrases.introOverview)(inName)
      : pick(random, phrases.introTopics)(
          topics.map((topic) => phrases.topicLabel[topic]),
          inName,
        );
  const blocks = [`## ${heading}`, `${intro} ${phrases.currencyNote(home.currency)}`];
  if (depth === 1) {
    blocks.push(focus.map((topic) => headlineBullet(w, home, topic)).join('\n'));
  } else {
    for (const topic of focus) {
      blocks.push(`### ${factHeading(w, home, topic)}\n\n${summary(w, home, topic)}`);
    }
  }
  // Highlights matter for an overview, for a question about regimes or moving, or in depth.
  if (depth >= 2 && (topics.length === 0 || analysis.regimes || depth >= 3)) {
    const section = highlights(w, home);
    if (section) blocks.push(section);
  }
  if (depth >= 4 && topics.length > 0) {
    const related = TAX_TOPICS.filter((topic) => !topics.includes(topic));
    blocks.push(
      `### ${phrases.relatedTitle}\n\n${related.map((topic) => headlineBullet(w, home, topic)).join('\n')}`,
    );
  }
  return [...blocks, ...closing(w, depth)];
};

const comparison = (
  w: Writer,
  input: AnswerInput,
  home: JurisdictionContent,
  others: readonly JurisdictionContent[],
  leftOut: readonly JurisdictionContent[],
  depth: Depth,
): string[] => {
  const {analysis} = input;
  const {phrases, language} = w;
  const all = [home, ...others];
  const topics = focusOf(analysis.topics);
  const names = (list: readonly JurisdictionContent[]) =>
    joinList(
      list.map((item) => item.name[language]),
      phrases.and,
    );
  const rows = [...topics, ...TAX_TOPICS.filter((topic) => !topics.includes(topic))].map(
    (topic) =>
      `| **${tableCell(capitalize(phrases.topicLabel[topic]))}** | ${all
        .map((item) => {
          const fact = factOf(item, topic);
          return `${tableCell(fact.headline[language].trim())} ${w.citations.cite(item, fact.sources)}`;
        })
        .join(' | ')} |`,
  );
  const table = [
    `| ${phrases.tableTax} | ${all.map((item) => tableCell(item.name[language])).join(' | ')} |`,
    `| --- | ${all.map(() => '---').join(' | ')} |`,
    ...rows,
  ].join('\n');
  const blocks = [
    `## ${phrases.headingComparison(names(all))}`,
    phrases.introComparison(
      topicsLabel(phrases, topics),
      home.inName[language],
      otherPlaces(language, others),
    ),
    table,
    ...(leftOut.length > 0 ? [phrases.leftOut(names(leftOut))] : []),
  ];
  if (depth >= 2) {
    const focus = topics.length > 0 ? topics : depth >= 3 ? [...TAX_TOPICS] : [];
    for (const item of all) {
      const parts = focus.map(
        (topic) => `**${factHeading(w, item, topic)}**${phrases.colon}${summary(w, item, topic)}`,
      );
      if ((focus.length === 0 || depth >= 3) && item.highlights.length > 0) {
        parts.push(bullets(item.highlights.map((entry) => highlight(w, item, entry))));
      }
      if (parts.length > 0)
        blocks.push(`### ${capitalize(item.inName[language])}\n\n${parts.join('\n\n')}`);
    }
  }
  return [...blocks, ...closing(w, depth)];
};

/** Writes the answer to the analysed question, citing the content's official sources. */
export const composeAnswer = (input: AnswerInput): Answer => {
  const {content, language, analysis} = input;
  const w: Writer = {phrases: PHRASES[language], language, citations: createCitations(language)};
  const home = content[input.residence];
  const named = comparedWith(input.residence, analysis).map((code) => content[code]);
  const others = named.slice(0, MAX_COMPARED);
  const leftOut = named.slice(MAX_COMPARED);
  const depth = answerDepth(input.effort, analysis, others.length);
  const blocks =
    others.length > 0
      ? comparison(w, input, home, others, leftOut, depth)
      : single(w, input, home, depth);
  const topics = focusOf(analysis.topics);
  return {
    kind: others.length > 0 ? 'comparison' : topics.length === 0 ? 'overview' : 'topics',
    topics,
    others,
    leftOut,
    depth,
    text: blocks.join('\n\n'),
    markers: w.citations.markers(),
  };
};

/**
 * The taxes an answer is about, in running text; an overview is about all of them. `articled`:
 * as the subject of a sentence, with the article the language puts there.
 */
export const describeTopics = (
  language: Language,
  topics: readonly Topic[],
  articled = false,
): string => topicsLabel(PHRASES[language], topics, articled);
