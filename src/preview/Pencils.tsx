import type { MouseEvent } from 'react';
import { fillPlaceholders } from '../content/fillPlaceholders';
import { parseSources, withoutMarks, type SourceLocation } from '../content/marks/sourceMark';
import type { SiteContent } from '../content/schemas/site';
import { editHref, type EditTarget } from './editLink';
import { editorFieldHref } from './editorLink';
import styles from './SourceEditing.module.css';

interface Props {
  elements: Element[];
  target: EditTarget;
  /** Drawn at each element's top right corner (page coordinates), or where the parent puts them. */
  placed: boolean;
  texts: SiteContent['editControl'];
}

/** One pencil per field an element shows, linking to its file and line (editLink.ts). */
export function Pencils({ elements, target, placed, texts }: Props) {
  return elements.map((element, index) => {
    const locations = parseSources(element.getAttribute('data-source') ?? '');
    const box = element.getBoundingClientRect();
    const style = placed ? { top: box.top + scrollY, left: box.right + scrollX } : undefined;
    return (
      <span key={index} className={styles.pencils} style={style}>
        {locations.map((location) => (
          <Pencil key={`${location.file}:${location.line}`} location={location} target={target} texts={texts} />
        ))}
      </span>
    );
  });
}

function Pencil({ location, target, texts }: Omit<Props, 'elements' | 'placed'> & { location: SourceLocation }) {
  // In `npm run dev` the site texts themselves still carry their marks.
  const words = (template: string) => withoutMarks(fillPlaceholders(withoutMarks(template), { ...location }));
  const href = editHref(location, target);
  // The browser editor: on a pull-request preview, the site's own /admin/ on its branch (editorLink.ts).
  const form =
    target.kind === 'github' ? editorFieldHref(import.meta.env.BASE_URL, location.file, location.field) : undefined;
  if (!href)
    return (
      <span className={styles.where} tabIndex={0} data-edit-where="">
        {words(texts.where)}
      </span>
    );
  const name = words(texts.edit);
  const formName = words(texts.editInForm);
  // The dev server opens the file in the local editor and answers with an empty page: stay here.
  const openLocally = (event: MouseEvent) => {
    if (target.kind !== 'local') return;
    event.preventDefault();
    void fetch(href);
  };
  return (
    <>
      <a className={styles.pencil} href={href} aria-label={name} title={name} data-edit-link="" onClick={openLocally}>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25zm17.7-10.2a1 1 0 0 0 0-1.42l-2.33-2.33a1 1 0 0 0-1.42 0l-1.83 1.83 3.75 3.75 1.83-1.83z"
          />
        </svg>
      </a>
      {form && (
        <a className={styles.pencil} href={form} aria-label={formName} title={formName} data-form-link="">
          {/* A form: three fields, the browser editor's way in. */}
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M4 4h16v4H4zm0 6h16v4H4zm0 6h10v4H4z" />
          </svg>
        </a>
      )}
    </>
  );
}
