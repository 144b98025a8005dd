/**
 * How deep an answer goes: 1 (key figures only) to 4 (everything, with checks and next steps).
 * An explicit `effort` fixes it; `null` lets the agent judge the question, as the API promises.
 */
import type {Effort} from '../../../protocol/index.js';
import type {QuestionAnalysis} from './topic.js';

export type Depth = 1 | 2 | 3 | 4;

/** The depth each effort asks for: it grows with effort. */
export const EFFORT_DEPTH: Readonly<Record<Effort, Depth>> = {low: 1, medium: 2, high: 3, max: 4};

/** Questions this short ("Income tax?") want the key figures, not an essay. */
const TERSE_WORDS = 3;

/**
 * How complex a question is, in points: its length, how many taxes it spans, how many
 * jurisdictions it compares, and whether it touches special regimes or moving.
 */
export const complexity = (analysis: QuestionAnalysis, compared: number): number => {
  const {words, topics} = analysis;
  const length = words >= 35 ? 2 : words >= 15 ? 1 : 0;
  // Naming no tax asks for an overview of all four: as broad as naming several.
  const breadth = topics.length === 1 ? 0 : 1;
  const comparison = compared === 0 ? 0 : compared === 1 ? 1 : 2;
  return length + breadth + comparison + (analysis.regimes ? 1 : 0);
};

/**
 * The depth of an answer. With `effort` null, a terse single-tax question gets the key figures,
 * an ordinary one a structured answer, a long or multi-country one the detailed answer, and a
 * long comparison of several countries with regimes in play everything.
 */
export const answerDepth = (
  effort: Effort | null,
  analysis: QuestionAnalysis,
  compared: number,
): Depth => {
  if (effort !== null) return EFFORT_DEPTH[effort];
  const points = complexity(analysis, compared);
  if (points === 0 && analysis.words <= TERSE_WORDS) return 1;
  return points <= 1 ? 2 : points <= 3 ? 3 : 4;
};
