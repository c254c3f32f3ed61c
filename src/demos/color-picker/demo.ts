import { defineDemo } from "../facts"
import { button, opensAndEscapes, part, testId } from "../interactionSteps"

export default defineDemo({
  label: "Color Picker",
  group: "Inputs",
  description: "Choose a colour by area, sliders, swatches or typed value.",
  keywords: ["colour", "palette", "hue", "swatch"],
  stories: [
    { slug: "basic", title: "Basic", page: "color-picker" },
    {
      slug: "inline",
      title: "Inline",
      keywords: ["inline", "always open", "embedded"],
      machines: ["Color Picker"],
      firstInteraction: [
        { click: `${part("color-picker", "swatch-trigger")}[data-value='#f47373' i]` },
        { expect: testId("value-text"), text: "hsla(0, 85.43%, 70.39%, 1)" },
      ],
    },
    {
      slug: "in-dialog",
      title: "Dialog",
      keywords: ["dialog", "modal", "nested", "regression", "dismiss"],
      machines: ["Color Picker", "Dialog"],
      firstInteraction: [
        { click: button("Open Dialog") },
        { expect: "[data-scope='dialog'][data-part='content']", is: "visible" },
        { click: "[data-scope='color-picker'][data-part='trigger']" },
        { expect: "[data-scope='color-picker'][data-part='content']", is: "visible" },
        { press: "Escape" },
        { expect: "[data-scope='color-picker'][data-part='content']", is: "hidden" },
        { expect: "[data-scope='dialog'][data-part='content']", is: "visible" },
        { press: "Escape" },
        { expect: "[data-scope='dialog'][data-part='content']", is: "hidden" },
      ],
      overlay: { trigger: "main [data-scope='dialog'][data-part='trigger']" },
    },
    {
      slug: "rtl",
      title: "RTL",
      keywords: ["rtl", "right to left", "arabic", "rgba"],
      machines: ["Color Picker"],
      firstInteraction: opensAndEscapes(
        part("color-picker", "trigger"),
        "[data-scope='color-picker'][data-part='content']",
      ),
      overlay: { trigger: "main [data-scope='color-picker'][data-part='trigger']" },
    },
  ],
  firstInteraction: opensAndEscapes(
    part("color-picker", "trigger"),
    "[data-scope='color-picker'][data-part='content']",
  ),
  overlay: { trigger: "main [data-scope='color-picker'][data-part='trigger']" },
})
