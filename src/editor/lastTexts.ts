/**
 * What `read` makes of a text, remembered for the last few texts: the editor reads the file as opened again
 * at every save (its format to apply the form to it, the check to tell old warnings from new), and must not
 * parse it again for that. Texts are whole files, so only a few are kept.
 */
export function rememberLastTexts<T>(read: (text: string) => T, kept = 32): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    if (known.has(text)) return known.get(text) as T;
    const value = read(text);
    known.set(text, value);
    for (const old of known.keys()) if (known.size > kept) known.delete(old);
    return value;
  };
}
