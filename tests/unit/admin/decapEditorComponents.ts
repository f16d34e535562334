import MarkdownControl from 'decap-cms-widget-markdown/dist/esm/MarkdownControl/index.js';
import createEditorComponent from 'decap-cms-core/dist/esm/valueObjects/EditorComponent.js';
import { Map as ImmutableMap, OrderedMap } from 'immutable';
import { EDITOR_COMPONENTS } from '../../../src/editor/editorComponents';

/**
 * Decap's serialisers read the editor components from the markdown control that was last created
 * (decap-cms-widget-markdown's MarkdownControl keeps them in module state). In the editor the body
 * field creates it; here one is created with our components as Decap's registry would hold them.
 */
export function registerEditorComponents(): void {
  const components = OrderedMap(
    EDITOR_COMPONENTS.map((component) => {
      const plugin = createEditorComponent(component);
      return [plugin.id, plugin] as const;
    }),
  );
  new MarkdownControl({ getEditorComponents: () => components, field: ImmutableMap() });
}
