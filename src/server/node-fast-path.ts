/**
 * How `toNodeHandler` and a fetch-standard handler agree on Node's fast path, without the handler
 * importing anything of Node's: the adapter marks the requests it makes, and a handler that sees
 * the mark may answer with a body the adapter hands the Node response to write, instead of a
 * `ReadableStream`. Any other runtime never sees the mark and gets ordinary responses.
 *
 * @internal
 */
import type {ServerResponse} from 'node:http';

/** Writes a response's body straight to the Node response, and ends it. @internal */
export type NodeBody = (res: ServerResponse) => void;

const nodeRequests = new WeakSet<Request>();
const NODE_BODY = Symbol('wealth-agent-chat.nodeBody');

/** Marks a request `toNodeHandler` made. @internal */
export const markNodeRequest = (request: Request): Request => {
  nodeRequests.add(request);
  return request;
};

/** Takes the mark away: the request is then answered as in any runtime (the tests' fetch path). @internal */
export const unmarkNodeRequest = (request: Request): Request => {
  nodeRequests.delete(request);
  return request;
};

/** Whether `toNodeHandler` made this request, so a Node body may answer it. @internal */
export const isNodeRequest = (request: Request): boolean => nodeRequests.has(request);

/** A bodiless response whose body `toNodeHandler` writes with `write`. @internal */
export const withNodeBody = (response: Response, write: NodeBody): Response =>
  Object.assign(response, {[NODE_BODY]: write});

/** The Node body a response carries, if it is one of {@link withNodeBody}'s. @internal */
export const nodeBodyOf = (response: Response): NodeBody | undefined =>
  (response as Response & {[NODE_BODY]?: NodeBody})[NODE_BODY];
