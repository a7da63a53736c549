// A record's fields in the schema's order (issue 39), not the stored JSON's (PostgreSQL's jsonb
// keeps keys shortest first): the behaviour's own fields as its definition lists them, then the
// fields every record carries (RecordCommon); nested objects (model_invocation, tool_meta, the
// items of inputs) in their definitions' order. Names the schema does not know come last, as found.
import { recordSchema } from "../../generated/schema.ts";

export interface SchemaNode {
  $ref?: string;
  properties?: Record<string, SchemaNode>;
  allOf?: SchemaNode[];
  items?: SchemaNode;
}

const defs = recordSchema.$defs as unknown as Record<string, SchemaNode>;
const resolve = (node: SchemaNode | undefined) => (node?.$ref?.startsWith("#/$defs/") ? defs[node.$ref.slice("#/$defs/".length)] : node);

/** The definition of a behaviour's records. */
export const recordNode = (behavior: string): SchemaNode | undefined => defs[`${behavior}Record`];

/** The properties a definition names, its own before those it takes from allOf. */
function properties(node: SchemaNode | undefined): [string, SchemaNode][] {
  const found = resolve(node);
  if (!found) return [];
  return [...Object.entries(found.properties ?? {}), ...(found.allOf ?? []).flatMap((part) => properties(part))];
}

/** The schema of `name` inside `node`, if it names one. */
export const memberNode = (node: SchemaNode | undefined, name: string) =>
  resolve(properties(node).find(([member]) => member === name)?.[1]);

/** The schema of an array's items. */
export const itemsNode = (node: SchemaNode | undefined) => resolve(resolve(node)?.items);

/** An object's members in the order `node` lists them; unknown ones after, in their own order. */
export function orderedEntries(value: object, node: SchemaNode | undefined): [string, unknown][] {
  const entries = Object.entries(value);
  const names = properties(node).map(([name]) => name);
  if (names.length === 0) return entries;
  const rank = (name: string) => {
    const at = names.indexOf(name);
    return at < 0 ? names.length : at;
  };
  // Array.prototype.sort is stable: unknown names keep their order.
  return entries.sort(([a], [b]) => rank(a) - rank(b));
}
