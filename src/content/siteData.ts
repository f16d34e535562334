/** What pages receive of the content: the types the loading pass produces (src/content/index.ts), and previews' samples. */
import type { ContentImage } from './images';
import type { ConditionList } from './mdxAllowed';
import type { ForPage } from './prose';
import type { ClaimsContent } from './schemas/claims';
import type { RecruitmentContent } from './schemas/recruitment';
import type { SiteContent } from './schemas/site';

/** Site content without the fields only editors' tools read; the 编辑 control's words in dev and previews only. */
export type SiteTexts = ForPage<
  Omit<SiteContent, 'samples' | 'unconfirmed' | 'editControl'> & Partial<Pick<SiteContent, 'editControl'>>
>;
export type Claims = ClaimsContent['claims'];

export type Conditions = Record<ConditionList, ForPage<RecruitmentContent['supplier']['items']>>;

/** What every page needs: site-wide texts, company figures, the partner conditions and the content images. */
export interface SiteData {
  site: SiteTexts;
  claims: Claims;
  /** Written once in recruitment.mdx, shown there and by `<Conditions of="…" />` on the detail pages. */
  conditions: Conditions;
  images: Record<string, ContentImage>;
}

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
