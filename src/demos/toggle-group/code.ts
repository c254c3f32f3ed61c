import { declareConst } from "../../workbench/code/literal"
import { pageData } from "../../workbench/code/pageData"
import { defineCode } from "../../workbench/code/snippet"
import type { toggleGroupControls } from "./controls"

const { textStyles } = pageData<typeof import("../../data/text-styles")>(
  import.meta.glob("../../data/text-styles.ts", { eager: true, query: "?snippet" }),
)

export default defineCode<typeof toggleGroupControls>({
  name: "ToggleGroup",
  machines: [{ module: "toggle-group" }],
  before: declareConst("textStyles", textStyles),
  jsx: `
<>
  <div {...api.getRootProps()} aria-label="Text style">
    {textStyles.map((style) => (
      <button key={style.value} {...api.getItemProps({ value: style.value })} aria-label={style.name}>
        {style.text}
      </button>
    ))}
  </div>
  <p
    style={{
      fontWeight: api.value.includes("bold") ? "bold" : undefined,
      fontStyle: api.value.includes("italic") ? "italic" : undefined,
      textDecoration: api.value.includes("underline") ? "underline" : undefined,
    }}
  >
    The quick brown fox jumps over the lazy dog.
  </p>
</>`,
})
