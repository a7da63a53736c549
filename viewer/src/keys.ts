// Keyboard movement through a list of links or rows: ArrowUp/ArrowDown (and k/j) move the focus.
export function moveFocus(event: KeyboardEvent, selector: string): void {
  const keys: Record<string, number> = { ArrowDown: 1, j: 1, ArrowUp: -1, k: -1 };
  const step = keys[event.key];
  if (step === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
  const container = event.currentTarget as HTMLElement;
  const items = [...container.querySelectorAll<HTMLElement>(selector)];
  if (items.length === 0) return;
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = items[Math.max(0, Math.min(items.length - 1, at < 0 ? 0 : at + step))]!;
  event.preventDefault();
  next.focus();
  next.scrollIntoView({ block: "nearest" });
}
