/**
 * What `toNodeHandler` tells a fetch-standard handler about the requests it makes, without the
 * handler importing anything of Node's: the connection's address (a `Request` has no place for
 * it), and that the handler may answer with a body the adapter hands the Node response to write,
 * socket to socket, instead of a `ReadableStream` (the proxy's fast path). Any other runtime
 * never marks its requests and gets ordinary responses.
 *
 * @internal
 */
import type {ServerResponse} from 'node:http';

/** Writes a response's body straight to the Node response, and ends it. @internal */
export type NodeBody = (res: ServerResponse) => void;

/** What the adapter knows of a request it made. */
interface NodeRequestInfo {
  /** The peer of the TCP connection: the browser, or the load balancer in front. */
  remoteAddress: string | undefined;
  /** Set by the tests to take the fetch-standard path with the same addresses. */
  fetchOnly?: boolean;
}

const nodeRequests = new WeakMap<Request, NodeRequestInfo>();
const NODE_BODY = Symbol('wealth-agent-chat.nodeBody');

/** Marks a request `toNodeHandler` made, with its connection's address. @internal */
export const markNodeRequest = (request: Request, remoteAddress?: string): Request => {
  nodeRequests.set(request, {remoteAddress});
  return request;
};

/** The address of the connection a request came on, when `toNodeHandler` made it. @internal */
export const remoteAddressOf = (request: Request): string | undefined =>
  nodeRequests.get(request)?.remoteAddress;

/**
 * Takes away the right to a Node body, keeping the address: the request is then answered as in a
 * fetch-standard runtime (the tests' second path). @internal
 */
export const unmarkNodeRequest = (request: Request): Request => {
  const info = nodeRequests.get(request);
  if (info) nodeRequests.set(request, {...info, fetchOnly: true});
  return request;
};

/** Whether `toNodeHandler` made this request, so a Node body may answer it. @internal */
export const isNodeRequest = (request: Request): boolean => {
  const info = nodeRequests.get(request);
  return info !== undefined && info.fetchOnly !== true;
};

/** A bodiless response whose body `toNodeHandler` writes with `write`. @internal */
export const withNodeBody = (response: Response, write: NodeBody): Response =>
  Object.assign(response, {[NODE_BODY]: write});

/** The Node body a response carries, if it is one of {@link withNodeBody}'s. @internal */
export const nodeBodyOf = (response: Response): NodeBody | undefined =>
  (response as Response & {[NODE_BODY]?: NodeBody})[NODE_BODY];
