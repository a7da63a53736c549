// A span's parent is derived, not looked up (ids.ts), and may arrive later: a span can name
// itself, or a descendant, as its parent. Stored, that is a record that is its own ancestor,
// which no tree can show. The spans that would close such a cycle are found here, before storing.

/**
 * The ids among `starts` that are their own ancestors when parents are followed through
 * `parentOf` (the request's spans and the stored records above them). Each id is walked once:
 * linear in the ids reached.
 */
export function ownAncestors(starts: readonly string[], parentOf: (id: string) => string | null | undefined): Set<string> {
  const walking = new Set<string>();
  const done = new Set<string>();
  const cyclic = new Set<string>();
  for (const start of starts) {
    const path: string[] = [];
    let id: string | null | undefined = start;
    while (id && !walking.has(id) && !done.has(id)) {
      walking.add(id);
      path.push(id);
      id = parentOf(id);
    }
    // Back at an id of this walk: from there on, the path is a cycle.
    if (id && walking.has(id)) path.slice(path.indexOf(id)).forEach((onCycle) => cyclic.add(onCycle));
    for (const walked of path) {
      walking.delete(walked);
      done.add(walked);
    }
  }
  return new Set(starts.filter((id) => cyclic.has(id)));
}
