import CMS from '../decap';
import type { ComponentType, ReactElement } from 'react';
import { checkIfLoaded } from './loadCheck';
import { withItemMoves } from '../lists/ItemMoves';
import { foldedItemLater } from '../lists/foldedItemsLater';
import { siteContent } from '../preview/previewSiteData';

/**
 * Decap's own string, text and list controls, judged by the content check's rules: a field
 * marked with `content_check` shows the check's message under it on saving, and Decap refuses the save
 * while it stands (actions/entries.ts persistEntry). Decap asks a control `isValid()` (Widget.js) and a
 * list `validateSize()` (ListControl.js); subclassing keeps everything else of Decap's controls.
 */

interface ControlProps {
  field: { get(key: string): unknown };
  value: unknown;
  /** Decap's translation of its own words (its locale). */
  t?: (key: string) => string;
}
type Control = new (props: ControlProps) => { props: ControlProps };
type Sized = { validateSize?: () => { type: string; message: string }[] };
/** What ListControl keeps of its items (decap-cms-widget-list): its item renderer, their folding and its move. */
type Listing = {
  renderItem: (item: unknown, index: number) => ReactElement<{ children?: unknown }>;
  state: { itemsCollapsed: boolean[] };
  onSortEnd: (move: { oldIndex: number; newIndex: number }) => void;
};
interface Registered {
  control: Control;
  preview: ComponentType;
  schema?: object;
}

const plain = (value: unknown): unknown =>
  value && typeof (value as { toJS?: unknown }).toJS === 'function' ? (value as { toJS(): unknown }).toJS() : value;

/**
 * The check's messages for the field. Before the check has loaded (the first moment of the first form)
 * a field says nothing yet; a save then waits for the check and refuses with the same words (main.ts).
 */
function messagesOf({ field, value }: ControlProps, images: readonly string[]): string[] {
  const check = field.get('content_check');
  const checks = checkIfLoaded();
  return typeof check === 'string' && checks ? checks.fieldMessages(check, plain(value), images) : [];
}

const registered = (name: string) => (CMS.getWidget(name) as unknown as Registered | undefined) ?? null;
/** Decap's registerWidget takes the widget's option schema fourth (lib/registry.js); its types stop at three. */
const register = (name: string, control: Control, widget: Registered) =>
  (CMS.registerWidget as (...args: unknown[]) => void)(name, control, widget.preview, widget.schema);

export function registerCheckedWidgets(images: readonly string[]): void {
  for (const name of ['string', 'text']) {
    const widget = registered(name);
    if (!widget) continue;
    class Checked extends widget.control {
      isValid = () => {
        const messages = messagesOf(this.props, images);
        return messages.length ? { error: { type: 'CUSTOM', message: messages.join('\n') } } : true;
      };
    }
    register(name, Checked, widget);
  }
  const list = registered('list');
  if (list)
    register(
      'list',
      class CheckedList extends list.control {
        constructor(props: ControlProps) {
          super(props);
          const self = this as Sized;
          /** Decap's own (its min/max come from the same schema): kept for a list the configuration does not mark. */
          const decapSize = self.validateSize;
          self.validateSize = () => {
            const messages = messagesOf(this.props, images);
            return messages.length ? messages.map((message) => ({ type: 'RANGE', message })) : (decapSize?.() ?? []);
          };
          // 上移/下移 on every item (lists/ItemMoves.tsx), moving as a drag does.
          const listing = this as unknown as Listing;
          const render = listing.renderItem;
          listing.renderItem = (item, index) =>
            withItemMoves(foldedItemLater(render(item, index)), {
              index,
              count: (this.props.value as { size?: number } | undefined)?.size ?? 0,
              collapsed: Boolean(listing.state.itemsCollapsed[index]),
              move: (to) => listing.onSortEnd({ oldIndex: index, newIndex: to }),
              texts: siteContent.editControl.list,
              toggle: {
                expand: this.props.t?.('editor.editorWidgets.object.expand') ?? '',
                collapse: this.props.t?.('editor.editorWidgets.object.collapse') ?? '',
              },
            });
        }
      },
      list,
    );
}
