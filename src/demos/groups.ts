/**
 * The home page's sections, in the order it shows them, each with its demos (by slug). Apart from the
 * registry so that demo pages, which never show them, don't load them.
 */
export const demoGroups: ReadonlyArray<{ name: string; slugs: readonly string[] }> = [
  {
    name: "Inputs",
    slugs: [
      "checkbox",
      "number-input",
      "pin-input",
      "signature-pad",
      "color-picker",
      "editable",
      "switch",
      "slider",
      "range-slider",
      "tags-input",
      "angle-slider",
      "rating-group",
      "file-upload",
      "toggle",
      "password-input",
      "image-cropper",
    ],
  },
  {
    name: "Selection",
    slugs: [
      "radio-group",
      "segment-control",
      "toggle-group",
      "combobox",
      "select",
      "tree-view",
      "listbox",
      "cascade-select",
    ],
  },
  {
    name: "Overlays",
    slugs: [
      "dialog",
      "floating-panel",
      "toast",
      "tour",
      "menu",
      "menu-options",
      "nested-menu",
      "context-menu",
      "popover",
      "hover-card",
      "tooltip",
      "drawer",
    ],
  },
  {
    name: "Dates and time",
    slugs: [
      "date-picker",
      "time-picker",
      "date-picker-multi",
      "date-picker-range",
      "timer-countdown",
      "timer-stopwatch",
      "date-input",
    ],
  },
  {
    name: "Navigation and disclosure",
    slugs: ["accordion", "collapsible", "pagination", "tabs", "carousel", "navigation-menu", "steps", "toc"],
  },
  {
    name: "Display",
    slugs: ["progress", "qr-code", "avatar", "async-list", "scroll-area", "marquee"],
  },
  {
    name: "Utilities",
    slugs: ["clipboard", "splitter", "presence"],
  },
]
