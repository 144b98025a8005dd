import type {Effort, Language, Residence, Role} from './constants.js';

/** One turn of the conversation as the API takes it. */
export interface AgentMessage {
  role: Role;
  content: string;
}

/** The body of `POST /api/agent`, with every default applied. */
export interface AgentRequest {
  messages: AgentMessage[];
  session_id: string;
  residence: Residence;
  language: Language;
  extended_thinking: boolean;
  effort: Effort | null;
}

/** A source cited by an answer, normalised from whatever shape the upstream sent. */
export interface Source {
  /** The number the answer cites as `[n]`, when known. */
  id?: number;
  title: string;
  /** Present only when it is an `http:`, `https:` or `mailto:` URL. */
  url?: string;
  publisher?: string;
  jurisdiction?: string;
  /** The version of the law or page the source states, as `YYYY-MM-DD`, when readable; never a visit. */
  date?: string;
}

/** One clarification question, normalised. */
export interface ClarificationQuestion {
  id: string;
  question: string;
  options: string[];
}

/** Token usage, as the simulator reports it in `metadata`. */
export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  cached_tokens: number;
}

/** An error, from an HTTP body or an `error` event, normalised. */
export interface AgentErrorInfo {
  code?: string;
  message?: string;
  field?: string;
}

/** What one SSE message from the agent means, after tolerant reading. */
export type AgentEvent =
  | {type: 'delta'; content: string}
  | {type: 'thinking'; thinking: string; phase?: string; step?: string}
  | {type: 'metadata'; sources: Source[]; usage?: Usage}
  | {type: 'done'; content?: string}
  | {type: 'error'; error: AgentErrorInfo}
  | {type: 'clarification'; questions: ClarificationQuestion[]}
  | {type: 'ignored'; reason: 'unknown-event' | 'malformed-json' | 'empty'; event: string};
