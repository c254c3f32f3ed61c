import { defineCode } from "../../workbench/code/snippet"
import type { ratingGroupControls } from "./controls"

export default defineCode<typeof ratingGroupControls>({
  name: "RatingGroup",
  // zag shows five stars and no halves by default
  machines: [
    {
      module: "rating-group",
      fixed: { defaultValue: "2.5", name: `"rating"` },
      options: { max: { as: "count" }, allowHalf: { default: false } },
    },
  ],
  before: `
const star = ({ half, highlighted }: ratingGroup.ItemState) => (half ? "½" : highlighted ? "★" : "☆")`,
  jsx: `
<div {...api.getRootProps()}>
  <label {...api.getLabelProps()}>Rate:</label>
  <div {...api.getControlProps()}>
    {api.items.map((index) => (
      <span key={index} {...api.getItemProps({ index })}>
        {star(api.getItemState({ index }))}
      </span>
    ))}
  </div>
  <input {...api.getHiddenInputProps()} />
</div>`,
})
