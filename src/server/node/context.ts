/**
 * The one interface between `toNodeHandler` and a fetch-standard handler that knows Node (the
 * agent proxy): every request `toNodeHandler` makes is a {@link NodeRequest}, a `Request` that
 * also tells what a `Request` has no place for, the connection's address, and may offer to write
 * the response's body straight to the Node response, socket to socket, instead of reading a
 * `ReadableStream` (the proxy's fast path). A handler wrapped in the caller's own routing still
 * gets it, as long as the request is passed on as it came.
 *
 * Any other runtime makes plain `Request`s, and the handler answers with ordinary responses.
 *
 * @internal
 */
import type {ServerResponse} from 'node:http';

/** Writes a response's body straight to the Node response, and ends it. @internal */
export type NodeBody = (res: ServerResponse) => void;

/** A request `toNodeHandler` made. @internal */
export class NodeRequest extends Request {
  /**
   * @param remoteAddress The peer of the TCP connection: the browser, or the load balancer in front.
   * @param bodyWriter Given by `toNodeHandler`: takes the writer of the body of the response the
   *   handler then returns without a body. Without it the handler answers with a `ReadableStream`,
   *   as in any runtime.
   */
  constructor(
    input: Request | URL | string,
    init: RequestInit | undefined,
    readonly remoteAddress: string | undefined,
    private readonly bodyWriter?: (write: NodeBody) => void,
  ) {
    super(input, init);
  }

  /** Whether the handler may answer with {@link withNodeBody}. */
  get writesNodeBody(): boolean {
    return this.bodyWriter !== undefined;
  }

  /**
   * `response`, to be returned without a body: the adapter writes its body with `write` once the
   * headers are sent. Only when {@link writesNodeBody}.
   */
  withNodeBody(response: Response, write: NodeBody): Response {
    if (!this.bodyWriter) throw new Error('This request takes no Node body.');
    this.bodyWriter(write);
    return response;
  }
}

/** The request as `toNodeHandler` made it, or `undefined` for any other. @internal */
export const nodeRequestOf = (request: Request): NodeRequest | undefined =>
  request instanceof NodeRequest ? request : undefined;
