/** The little of oxc's ESTree output the marked trim walks: typed nodes with source offsets. */
export interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

export const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The direct child nodes of `node`, in source order. */
const children = (node: Node): Node[] =>
  Object.values(node).flatMap((value) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );

/** Every node of the tree under `node`, itself included. */
export const walk = function* (node: Node): Generator<Node> {
  yield node;
  for (const child of children(node)) yield* walk(child);
};
