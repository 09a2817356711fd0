/**
 * A log screen's filter state: types and time range on the screen, person and access point in
 * the address (`?person=`, `?point=`; events-link.ts), so links open the log filtered and a
 * reload keeps them.
 */
import { computed, ref } from 'vue';
import { useRoute, useRouter } from 'vue-router';
import type { EventFilter } from './event-filter';

const queryText = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

export function useLogFilter() {
  const route = useRoute();
  const router = useRouter();
  const types = ref<string[]>([]);
  const range = ref<[number, number] | null>(null);
  const person = computed(() => queryText(route.query.person));
  const point = computed(() => queryText(route.query.point));
  const filter = computed<EventFilter>(() => ({
    types: types.value,
    from: range.value?.[0],
    to: range.value?.[1],
    person: person.value,
    point: point.value,
  }));
  const setQuery = (name: 'person' | 'point', value: string | undefined) =>
    void router.replace({ query: { ...route.query, [name]: value } });
  return { types, range, person, point, filter, setQuery };
}
