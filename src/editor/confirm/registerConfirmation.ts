import CMS from '../decap';
import { UNCONFIRMED_WIDGET } from '../config/cmsFields';
import { UnconfirmedControl } from './UnconfirmedControl';

/** Registers it; its preview shows nothing (the page previews outline the fields instead). */
export function registerConfirmation(): void {
  CMS.registerWidget(UNCONFIRMED_WIDGET, UnconfirmedControl as never, () => null);
}
