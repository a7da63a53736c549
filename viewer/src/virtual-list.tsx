// Renders only the rows in view (plus a margin), so a session of thousands of records stays fast.
// The list takes the keyboard focus; the caller moves the selection, which is kept in view. It is
// as tall as its rows, up to the room its container leaves it (CSS: a shrinking flex item), and
// measures that room rather than being given a fixed height (a fixed 420 px left the pane empty).
import type { ComponentChildren } from "preact";
import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";

const OVERSCAN = 10;

export function VirtualList<T>(props: {
  items: readonly T[];
  rowHeight: number;
  label: string;
  /** listbox (rows are options) or tree (rows are treeitems). */
  role: "listbox" | "tree";
  row: (item: T, index: number) => ComponentChildren;
  selectedIndex?: number;
  onKeyDown?: (event: KeyboardEvent) => void;
}) {
  const [top, setTop] = useState(0);
  const [viewport, setViewport] = useState(600);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = box.current!;
    const observer = new ResizeObserver(() => setViewport(list.clientHeight));
    observer.observe(list);
    return () => observer.disconnect();
  }, []);
  const { selectedIndex, rowHeight } = props;
  // Before the browser paints: a selection is never drawn outside the list, then scrolled to.
  useLayoutEffect(() => {
    const list = box.current;
    if (!list || selectedIndex === undefined || selectedIndex < 0) return;
    const y = selectedIndex * rowHeight;
    if (y < list.scrollTop) list.scrollTop = y;
    else if (y + rowHeight > list.scrollTop + list.clientHeight) list.scrollTop = y + rowHeight - list.clientHeight;
  }, [selectedIndex, rowHeight]);
  const height = Math.max(props.items.length, 1) * rowHeight + 2;
  const first = Math.max(0, Math.floor(top / rowHeight) - OVERSCAN);
  const last = Math.min(props.items.length, Math.ceil((top + viewport) / rowHeight) + OVERSCAN);
  return (
    <div
      ref={box}
      class="virtual"
      role={props.role}
      aria-label={props.label}
      tabIndex={0}
      onKeyDown={(event) => props.onKeyDown?.(event as unknown as KeyboardEvent)}
      style={{ height: `${height}px`, minHeight: `${Math.min(height, 4 * rowHeight)}px` }}
      onScroll={(event) => setTop((event.currentTarget as HTMLElement).scrollTop)}
    >
      <div style={{ height: `${props.items.length * rowHeight}px`, position: "relative" }}>
        <div style={{ position: "absolute", top: `${first * rowHeight}px`, left: 0, right: 0 }}>
          {props.items.slice(first, last).map((item, i) => props.row(item, first + i))}
        </div>
      </div>
    </div>
  );
}
