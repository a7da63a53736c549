// A small, safe Markdown reader: record text becomes Preact elements (text nodes and a fixed set
// of tags), never HTML — so nothing in a record can run, style or load anything. Links are kept
// only for http(s) addresses.
import type { ComponentChildren } from "preact";

const MARKDOWN_HINTS = /^(#{1,6} |[-*+] |\d+\. |```|> )|\*\*[^*\n]+\*\*|`[^`\n]+`|\[[^\]\n]+\]\(https?:/m;

export const looksLikeMarkdown = (text: string) => MARKDOWN_HINTS.test(text);

const INLINE = /(`[^`\n]+`)|(\*\*[^*\n]+\*\*)|(\*[^*\n]+\*|_[^_\n]+_)|\[([^\]\n]+)\]\((https?:\/\/[^\s)]+)\)/g;

function inline(text: string): ComponentChildren[] {
  const out: ComponentChildren[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index! > last) out.push(text.slice(last, match.index));
    const [whole, code, strong, emphasis, label, href] = match;
    if (code) out.push(<code>{code.slice(1, -1)}</code>);
    else if (strong) out.push(<strong>{strong.slice(2, -2)}</strong>);
    else if (emphasis) out.push(<em>{emphasis.slice(1, -1)}</em>);
    else if (label && href)
      out.push(
        <a href={href} rel="noopener noreferrer nofollow" target="_blank">
          {label}
        </a>,
      );
    else out.push(whole);
    last = match.index! + whole.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function Markdown(props: { text: string }) {
  const lines = props.text.split("\n");
  const blocks: ComponentChildren[] = [];
  for (let i = 0; i < lines.length;) {
    const line = lines[i]!;
    if (line.startsWith("```")) {
      const body: string[] = [];
      for (i++; i < lines.length && !lines[i]!.startsWith("```"); i++) body.push(lines[i]!);
      i++;
      blocks.push(<pre class="code">{body.join("\n")}</pre>);
      continue;
    }
    const heading = /^(#{1,6}) (.*)$/.exec(line);
    if (heading) {
      blocks.push(<p class={`md-h md-h${heading[1]!.length}`}>{inline(heading[2]!)}</p>);
      i++;
      continue;
    }
    const item = /^\s*(?:[-*+]|(\d+)\.) (.*)$/;
    if (item.test(line)) {
      const ordered = item.exec(line)![1] !== undefined;
      const items: ComponentChildren[] = [];
      for (; i < lines.length && item.test(lines[i]!); i++) items.push(<li>{inline(item.exec(lines[i]!)![2]!)}</li>);
      blocks.push(ordered ? <ol>{items}</ol> : <ul>{items}</ul>);
      continue;
    }
    if (line.startsWith("> ")) {
      const quoted: string[] = [];
      for (; i < lines.length && lines[i]!.startsWith("> "); i++) quoted.push(lines[i]!.slice(2));
      blocks.push(<blockquote>{inline(quoted.join("\n"))}</blockquote>);
      continue;
    }
    if (line.trim() === "") {
      i++;
      continue;
    }
    const paragraph: string[] = [];
    for (; i < lines.length && lines[i]!.trim() !== "" && !/^(#{1,6} |```|> |\s*(?:[-*+]|\d+\.) )/.test(lines[i]!); i++)
      paragraph.push(lines[i]!);
    blocks.push(<p>{inline(paragraph.join("\n"))}</p>);
  }
  return <div class="markdown">{blocks}</div>;
}
