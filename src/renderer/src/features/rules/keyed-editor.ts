/**
 * A record editor drawn afresh whenever the record it is given changes: after a save the frame
 * hands the editor the record as read back, and the form, the plan's "now" and the key must all
 * start from it (an editor keeps what was typed, so it does not follow its prop by itself).
 */
import { defineComponent, h, type Component, type PropType } from 'vue';
import { canonicalJson } from '../../../../shared/canonical-json';
import type { ResourceCollection } from '../../../../shared/resources/resource-collections';
import type { JsonRecord, WriteAnswer } from '../resources/resource-calls';

type Loaded = Component | { default: Component };

export function keyedByRecord(load: () => Promise<Loaded>): () => Promise<Component> {
  return async () => {
    const loaded = await load();
    const inner = 'default' in loaded ? (loaded.default as Component) : loaded;
    return defineComponent({
      name: 'KeyedRecordEditor',
      props: {
        controllerId: { type: String, required: true },
        collection: { type: Object as PropType<ResourceCollection>, required: true },
        record: { type: Object as PropType<JsonRecord>, default: undefined },
      },
      emits: { saved: (_answer: WriteAnswer) => true, close: () => true },
      setup(props, { emit }) {
        return () =>
          h(inner, {
            key: canonicalJson(props.record ?? null),
            controllerId: props.controllerId,
            collection: props.collection,
            record: props.record,
            onSaved: (answer: WriteAnswer) => emit('saved', answer),
            onClose: () => emit('close'),
          });
      },
    });
  };
}
