type SetValue = (value: number | null) => void

/**
 * @zag-js/progress 1.47.0: `api.setValue` clamps the new value to 0..max instead of min..max, so
 * with a negative min the bar could never go below 0. The fix replaces `api.setValue` with the
 * setter of the value the page owns and passes to the machine as its controlled `value`.
 */
export function fixSetValue<Api extends { setValue: SetValue }>(api: Api, setOwnValue: SetValue): Api {
  return { ...api, setValue: setOwnValue }
}
