/** The Code tab's JSX for /slider and /range-slider (one thumb or two: `api.value.map` covers both). */
export const sliderJsx = `
<div {...api.getRootProps()}>
  <div>
    <label {...api.getLabelProps()}>Quantity</label>
    <output {...api.getValueTextProps()}>{api.value.join(" - ")}</output>
  </div>
  <div {...api.getControlProps()}>
    <div {...api.getTrackProps()}>
      <div {...api.getRangeProps()} />
    </div>
    {api.value.map((_, index) => (
      <div key={index} {...api.getThumbProps({ index })}>
        <input {...api.getHiddenInputProps({ index })} />
      </div>
    ))}
  </div>
</div>`
