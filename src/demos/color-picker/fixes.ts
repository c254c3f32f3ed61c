import type * as colorPicker from "@zag-js/color-picker"
import type { PropTypes } from "@zag-js/react"

type ChannelInputProps = { type?: string; step?: number | string }

/**
 * @zag-js/color-picker 1.47.0: the number channel inputs get `step` 1 (0.01 for alpha) but show the
 * channel with two decimals (a preset like #697689 reads hue 215.62), so they fail the browser's
 * step check. Inside the closed popup they cannot take focus, so submitting the form is blocked with
 * "An invalid form control with name='' is not focusable". The fix lets number inputs take any step.
 */
export function fixChannelInputStep<P extends ChannelInputProps>(props: P): P {
  return props.type === "number" ? { ...props, step: "any" } : props
}

type ColorPickerApi = colorPicker.Api<PropTypes>
type KeyboardEventLike = { key: string; shiftKey: boolean; defaultPrevented: boolean; preventDefault(): void }

/**
 * @zag-js/color-picker 1.47.0: a channel slider's keys (arrows, Page keys, Home, End) change that channel on
 * the value in the picker's own format. In rgba the hue slider's channel is not one of the value's, and
 * every key on it throws "Unknown color channel: hue" (the pointer works: it goes through hsba). The fix
 * handles those keys itself for a channel the format lacks: it moves the channel on the value seen in hsba
 * and sets the result back in the picker's format.
 */
export function fixChannelSliderKeys(api: ColorPickerApi, props: colorPicker.ChannelProps) {
  const thumb = api.getChannelSliderThumbProps(props)
  const { channel } = props
  if (channel === "alpha" || api.value.getChannels().includes(channel)) return thumb
  // the thumb's props say nothing of the picker's direction or state: its root's do
  const root = api.getRootProps() as Record<string, unknown>
  const interactive = root["data-disabled"] === undefined && root["data-readonly"] === undefined
  return {
    ...thumb,
    onKeyDown(event: KeyboardEventLike) {
      const hsb = api.value.toFormat("hsba")
      const range = hsb.getChannelRange(channel)
      const step = event.shiftKey ? range.pageSize : range.step
      // left and right swap in a right-to-left picker, as zag's own keys do
      const forward = root.dir === "rtl" ? "ArrowLeft" : "ArrowRight"
      const backward = forward === "ArrowLeft" ? "ArrowRight" : "ArrowLeft"
      const next: Record<string, () => colorPicker.Color> = {
        ArrowUp: () => hsb.incrementChannel(channel, step),
        [forward]: () => hsb.incrementChannel(channel, step),
        ArrowDown: () => hsb.decrementChannel(channel, step),
        [backward]: () => hsb.decrementChannel(channel, step),
        PageUp: () => hsb.incrementChannel(channel, range.pageSize),
        PageDown: () => hsb.decrementChannel(channel, range.pageSize),
        Home: () => hsb.withChannelValue(channel, range.minValue),
        End: () => hsb.withChannelValue(channel, range.maxValue),
      }
      const move = next[event.key]
      if (!move || event.defaultPrevented || !interactive) return
      event.preventDefault()
      api.setValue(move().toFormat(api.format))
    },
  }
}
