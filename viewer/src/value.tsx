// Reading a record's values as a person would: text with its line breaks (Markdown rendered
// safely where it is Markdown), JSON folded, long values collapsed with "show all", a copy button.
import { useState } from "preact/hooks";
import { duration } from "./format.ts";
import { looksLikeMarkdown, Markdown } from "./markdown.tsx";
import { itemsNode, memberNode, orderedEntries, type SchemaNode } from "./schema-order.ts";

const LONG_CHARACTERS = 1200;
const LONG_LINES = 24;

function CopyButton(props: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(props.text).catch(() => undefined);
    setCopied(true);
    setTimeout(() => setCopied(false), 1200);
  };
  return (
    <button class="small" type="button" aria-label={`copy ${props.label}`} data-copy onClick={copy}>
      {copied ? "copied" : "copy"}
    </button>
  );
}

/** A JSON text that holds an object or an array, parsed; undefined for anything else. */
function parsedJson(text: string): object | undefined {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed)) return undefined;
  try {
    const value: unknown = JSON.parse(trimmed);
    return value !== null && typeof value === "object" ? value : undefined;
  } catch {
    return undefined;
  }
}

function Collapsed(props: { text: string; children: (text: string) => preact.ComponentChildren }) {
  const [all, setAll] = useState(false);
  const lines = props.text.split("\n");
  const long = props.text.length > LONG_CHARACTERS || lines.length > LONG_LINES;
  if (!long || all) return <>{props.children(props.text)}</>;
  const shown = lines.slice(0, LONG_LINES).join("\n").slice(0, LONG_CHARACTERS);
  return (
    <>
      {props.children(shown + " …")}
      <button class="small" type="button" data-show-all onClick={() => setAll(true)}>
        show all ({props.text.length.toLocaleString("en")} characters)
      </button>
    </>
  );
}

type Mode = "text" | "markdown" | "json";

export function TextValue(props: { text: string; label: string; plain?: boolean }) {
  const json = parsedJson(props.text);
  const markdown = !json && looksLikeMarkdown(props.text);
  const [mode, setMode] = useState<Mode>(props.plain ? "text" : json ? "json" : markdown ? "markdown" : "text");
  return (
    <div class="value">
      <div class="value-tools">
        {(json || markdown) && (
          <button
            class="small"
            type="button"
            aria-pressed={mode !== "text"}
            onClick={() => setMode(mode === "text" ? (json ? "json" : "markdown") : "text")}
          >
            {mode === "text" ? (json ? "as JSON" : "as Markdown") : "as plain text"}
          </button>
        )}
        <CopyButton text={props.text} label={props.label} />
      </div>
      {mode === "json" && json ? (
        <JsonTree value={json} />
      ) : (
        <Collapsed text={props.text}>
          {(text) => (mode === "markdown" ? <Markdown text={text} /> : <div class="text">{text}</div>)}
        </Collapsed>
      )}
    </div>
  );
}

function Scalar(props: { value: unknown }) {
  const { value } = props;
  if (typeof value === "string") return <span class="json-string">{value}</span>;
  return <span class={`json-${value === null ? "null" : typeof value}`}>{JSON.stringify(value)}</span>;
}

/** Objects and arrays as nested folds, members in `schema`'s order: the first two levels open. */
export function JsonTree(props: { value: unknown; name?: string; depth?: number; schema?: SchemaNode }) {
  const depth = props.depth ?? 0;
  const { value } = props;
  const label = props.name !== undefined ? <span class="json-key">{props.name}: </span> : null;
  if (value === null || typeof value !== "object") {
    return (
      <div class="json-leaf">
        {label}
        {typeof value === "string" && value.length > 80 ? (
          <TextValue text={value} label={props.name ?? "value"} />
        ) : (
          <Scalar value={value} />
        )}
      </div>
    );
  }
  const entries = Array.isArray(value)
    ? value.map((member, index) => [String(index), member] as const)
    : orderedEntries(value, props.schema);
  const schemaOf = (name: string) => (Array.isArray(value) ? itemsNode(props.schema) : memberNode(props.schema, name));
  return (
    <details class="json" open={depth < 2}>
      <summary>
        {label}
        <span class="muted">{Array.isArray(value) ? `[${entries.length}]` : `{${entries.length}}`}</span>
      </summary>
      {entries.map(([name, member]) => (
        <JsonTree key={name} name={name} value={member} depth={depth + 1} schema={schemaOf(name)} />
      ))}
    </details>
  );
}

/** One top-level field of a record, read as what it is; `schema` is its definition. */
export function FieldValue(props: { name: string; value: unknown; schema?: SchemaNode }) {
  const { value } = props;
  return (
    <div class="field" data-field={props.name}>
      <div class="field-name">{props.name}</div>
      {typeof value === "string" ? (
        <TextValue text={value} label={props.name} />
      ) : props.name === "duration_ms" && typeof value === "number" ? (
        <span data-duration>
          {duration(value)} <span class="muted">({value.toLocaleString("en")} ms)</span>
        </span>
      ) : value !== null && typeof value === "object" ? (
        <JsonTree value={value} schema={props.schema} />
      ) : (
        <Scalar value={value} />
      )}
    </div>
  );
}
