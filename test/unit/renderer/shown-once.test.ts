import { nextTick, ref } from 'vue';
import { describe, expect, it } from 'vitest';
import { useShownOnce } from '../../../src/renderer/src/composables/useShownOnce';

describe('a dialog mounted once first shown', () => {
  it('is not mounted until shown, then stays mounted when closed', async () => {
    const open = ref(false);
    const mounted = useShownOnce(() => open.value);
    expect(mounted.value).toBe(false);
    open.value = true;
    await nextTick();
    expect(mounted.value).toBe(true);
    open.value = false;
    await nextTick();
    expect(mounted.value).toBe(true);
  });

  it('is mounted at once when it is shown from the start', () => {
    expect(useShownOnce(() => true).value).toBe(true);
  });
});
