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
