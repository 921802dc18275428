/**
 * How far a mistyped word is from a word of the index: Damerau–Levenshtein
 * distance in its "optimal string alignment" form, where swapping two
 * neighbouring letters counts as one edit (`obsevre` → `observe`), like a
 * missing, extra or wrong letter. Only small distances matter, so the work
 * stops as soon as the distance is sure to exceed the limit.
 */

// Three rows of the dynamic-programming table, reused across calls: the
// lookups run on every keystroke that finds nothing and must not allocate.
let before = new Int32Array(32);
let previous = new Int32Array(32);
let current = new Int32Array(32);

/** The distance between `a` and `b` if it is at most `max`, otherwise `max + 1`. */
export function editDistanceWithin(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  if (current.length < width) {
    before = new Int32Array(width * 2);
    previous = new Int32Array(width * 2);
    current = new Int32Array(width * 2);
  }
  for (let j = 0; j < width; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    const letter = a.charCodeAt(i - 1);
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j < width; j += 1) {
      const other = b.charCodeAt(j - 1);
      const cost = letter === other ? 0 : 1;
      let best = previous[j - 1] + cost;
      const deletion = previous[j] + 1;
      if (deletion < best) best = deletion;
      const insertion = current[j - 1] + 1;
      if (insertion < best) best = insertion;
      if (
        i > 1 &&
        j > 1 &&
        letter === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === other &&
        before[j - 2] + 1 < best
      )
        best = before[j - 2] + 1;
      current[j] = best;
      if (best < rowMin) rowMin = best;
    }
    // Every later row only grows from this one's smallest value.
    if (rowMin > max) return max + 1;
    const oldest = before;
    before = previous;
    previous = current;
    current = oldest;
  }
  const distance = previous[b.length];
  return distance > max ? max + 1 : distance;
}
