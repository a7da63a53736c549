// Renders only the rows in view (plus a margin), so a session of thousands of records stays fast.
import type { ComponentChildren } from "preact";
import { useState } from "preact/hooks";

const OVERSCAN = 10;

export function VirtualList<T>(props: { items: readonly T[]; rowHeight: number; height: number; label: string; row: (item: T, index: number) => ComponentChildren }) {
  const [top, setTop] = useState(0);
  const first = Math.max(0, Math.floor(top / props.rowHeight) - OVERSCAN);
  const last = Math.min(props.items.length, Math.ceil((top + props.height) / props.rowHeight) + OVERSCAN);
  return (
    <div role="list" aria-label={props.label} style={{ height: `${props.height}px`, overflowY: "auto" }} onScroll={(event) => setTop((event.currentTarget as HTMLElement).scrollTop)}>
      <div style={{ height: `${props.items.length * props.rowHeight}px`, position: "relative" }}>
        <div style={{ position: "absolute", top: `${first * props.rowHeight}px`, left: 0, right: 0 }}>
          {props.items.slice(first, last).map((item, i) => props.row(item, first + i))}
        </div>
      </div>
    </div>
  );
}
