import {AgentRequestError} from '../transport/agent-error.js';
import type {AgentMessage, ClarificationQuestion, Source, Usage} from '../../protocol/index.js';
import type {StreamEnd} from '../transport/agent-stream.js';

/** Where one question and its answer stand. */
export type TurnStatus = 'streaming' | 'done' | 'stopped' | 'error' | 'clarification';

/** One question and everything that came back for it. */
export interface Turn {
  readonly id: number;
  readonly question: string;
  status: TurnStatus;
  /** The concatenated `delta.content`: exactly what goes back to the API as the assistant message. */
  answer: string;
  thinking: string;
  phase?: string;
  step?: string;
  sources: Source[];
  usage?: Usage;
  clarification: ClarificationQuestion[];
  /** Set once the user answered this turn's clarification form. */
  clarified: boolean;
  failure?: AgentRequestError;
  /** When the question was sent, in ms since the epoch. */
  asked: number;
  /** When the answer finished, failed or was stopped. */
  answered?: number;
  /** The user's rating of the answer, once given. */
  rating?: 'up' | 'down';
}

/** A turn that starts streaming now; `asked` is given when a stored turn is restored. */
export const createTurn = (id: number, question: string, asked = Date.now()): Turn => ({
  id,
  question,
  asked,
  status: 'streaming',
  answer: '',
  thinking: '',
  sources: [],
  clarification: [],
  clarified: false,
});

/**
 * What a turn contributes to the history as the API's assistant message, or `undefined` when the
 * turn left nothing to send back (a failure before any answer) and is left out with its question.
 */
export const assistantContent = (turn: Turn): string | undefined => {
  if (turn.status === 'streaming') return undefined;
  if (turn.status === 'clarification') {
    // The agent's reply was its questions; restating them keeps roles alternating for the next call.
    return turn.clarification.map((item) => item.question).join('\n');
  }
  return turn.answer === '' ? undefined : turn.answer;
};

/**
 * The history of `turns` before windowing (the window is applied once, with the new question in
 * it), without the turn `leaving`, which a new one replaces.
 */
export const historyOf = (turns: readonly Turn[], leaving?: number): AgentMessage[] =>
  turns.flatMap((turn): AgentMessage[] => {
    const content = turn.id === leaving ? undefined : assistantContent(turn);
    return content === undefined
      ? []
      : [
          {role: 'user', content: turn.question},
          {role: 'assistant', content},
        ];
  });

/** How a stream that did not throw ended for its turn: answered, stopped, cut short, or as it said. */
export const settleTurn = (turn: Turn, end: StreamEnd, sawDone: boolean): void => {
  if (turn.status === 'error' || turn.status === 'clarification') return;
  if (end === 'aborted') {
    turn.status = 'stopped';
  } else if (sawDone) {
    turn.status = 'done';
  } else {
    turn.failure = new AgentRequestError('interrupted');
    turn.status = 'error';
  }
};
