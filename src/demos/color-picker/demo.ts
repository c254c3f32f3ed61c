import { defineDemo } from "../facts"
import { opensAndEscapes, part } from "../interactionSteps"

export default defineDemo({
  label: "Color Picker",
  group: "Inputs",
  description: "Choose a colour by area, sliders, swatches or typed value.",
  keywords: ["colour", "palette", "hue", "swatch"],
  stories: [{ slug: "basic", title: "Basic", page: "color-picker" }],
  firstInteraction: opensAndEscapes(
    part("color-picker", "trigger"),
    "[data-scope='color-picker'][data-part='content']",
  ),
  overlay: { trigger: "main [data-scope='color-picker'][data-part='trigger']" },
})
