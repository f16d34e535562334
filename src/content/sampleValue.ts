/** A sample value or a field awaiting the company, found by the check (src/check/samples), marked in previews. */
export interface SampleValue {
  /** Relative to the repository, e.g. `content/site.md`. */
  file: string;
  line: number;
  /** Field path as the content check writes it, e.g. `hotline.number`, `statements[0].text`. */
  field: string;
  /** The text the page shows (or the address it links to or encodes); empty when not text. */
  value: string;
  /** A sample value (site.md `samples`) or wording awaiting the company (a file's `unconfirmed`); samples when absent. */
  kind?: 'sample' | 'unconfirmed';
}
