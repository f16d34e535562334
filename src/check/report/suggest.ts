/**
 * "您是不是要写 …？": the known name closest to a misspelt one. A claim id, field name, image file or
 * component typed with a letter too many or too few points at the name that exists, not at creating a second.
 */
export function closest(wrong: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  const target = wrong.toLowerCase();
  for (const name of known) {
    if (name === wrong) continue;
    const distance = editDistance(target, name.toLowerCase());
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
    }
  }
  // Up to a third of the letters may differ: "partnerAgency" → "partnerAgencies", not "staff".
  const allowed = Math.max(1, Math.floor(wrong.length / 3));
  return best !== undefined && bestDistance <= allowed ? best : undefined;
}

/** `您是不是要写 "partnerAgencies"？` or nothing. */
export function didYouMean(wrong: string, known: Iterable<string>, wrap = (name: string) => `"${name}"`): string {
  const name = closest(wrong, known);
  return name === undefined ? '' : `您是不是要写 ${wrap(name)}？`;
}

/** Edit distance where inserting, deleting, replacing or swapping two neighbouring letters ("Noet") each cost one. */
function editDistance(a: string, b: string): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, index) => index)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    const above = rows[i - 1] ?? [];
    for (let j = 1; j <= b.length; j++) {
      let cost = Math.min(
        (above[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (above[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        cost = Math.min(cost, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      row[j] = cost;
    }
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? 0;
}
