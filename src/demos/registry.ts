export type DemoEntry = {
  /** Route path without the leading slash; also the demo's folder name, which holds one `<Name>Page.tsx`. */
  slug: string
  /** Navigation label (the upstream gallery's wording). */
  label: string
}

export type OverlayOpener = {
  /** Playwright selector of the element that opens the overlay. */
  trigger: string
  /** How to open it; "click" by default. */
  via?: "click" | "hover" | "focus" | "contextmenu"
  /** Selector that is visible once the overlay is open; `[data-part="content"][data-state="open"]` by default. */
  opened?: string
}

/** The single list of demos: nav, routes, home page and the registry-wide browser suites read it. */
export const demos: DemoEntry[] = [
  { slug: "accordion", label: "Accordion" },
  { slug: "checkbox", label: "Checkbox" },
  { slug: "collapsible", label: "Collapsible" },
  { slug: "dialog", label: "Dialog" },
  { slug: "floating-panel", label: "Floating Panel" },
  { slug: "toast", label: "Toast" },
  { slug: "tour", label: "Tour" },
  { slug: "radio-group", label: "Radio Group" },
  { slug: "segment-control", label: "Segment Control" },
  { slug: "toggle-group", label: "Toggle Group" },
  { slug: "number-input", label: "Number Input" },
  { slug: "pin-input", label: "Pin Input" },
  { slug: "pagination", label: "Pagination" },
  { slug: "menu", label: "Menu" },
  { slug: "signature-pad", label: "Signature Pad" },
  { slug: "color-picker", label: "Color Picker" },
  { slug: "combobox", label: "Combobox" },
  { slug: "select", label: "Select" },
  { slug: "date-picker", label: "Date Picker (Single)" },
  { slug: "time-picker", label: "Time Picker" },
  { slug: "menu-options", label: "Menu With options" },
  { slug: "nested-menu", label: "Nested Menu" },
  { slug: "context-menu", label: "Context Menu" },
  { slug: "popover", label: "Popover" },
  { slug: "hover-card", label: "Hover Card" },
  { slug: "tooltip", label: "Tooltip" },
  { slug: "date-picker-multi", label: "Date Picker (Multi)" },
  { slug: "date-picker-range", label: "Date Picker (Range)" },
  { slug: "editable", label: "Editable" },
  { slug: "switch", label: "Switch" },
  { slug: "tabs", label: "Tabs" },
  { slug: "slider", label: "Slider" },
  { slug: "range-slider", label: "Range Slider" },
  { slug: "tags-input", label: "Tags Input" },
  { slug: "angle-slider", label: "Angle Slider" },
  { slug: "rating-group", label: "Rating Group" },
  { slug: "clipboard", label: "Clipboard" },
  { slug: "progress", label: "Progress" },
  { slug: "qr-code", label: "QR Code" },
  { slug: "splitter", label: "Splitter" },
  { slug: "timer-countdown", label: "Timer (CountDown)" },
  { slug: "timer-stopwatch", label: "Timer (StopWatch)" },
  { slug: "tree-view", label: "Tree View" },
  { slug: "carousel", label: "Carousel" },
  { slug: "avatar", label: "Avatar" },
  { slug: "file-upload", label: "File Upload" },
  { slug: "toggle", label: "Toggle" },
  { slug: "listbox", label: "Listbox" },
  { slug: "cascade-select", label: "Cascade Select" },
  { slug: "navigation-menu", label: "Navigation Menu" },
  { slug: "async-list", label: "Async List" },
  { slug: "password-input", label: "Password Input" },
  { slug: "presence", label: "Presence" },
  { slug: "date-input", label: "Date Input" },
  { slug: "drawer", label: "Drawer" },
  { slug: "image-cropper", label: "Image Cropper" },
  { slug: "steps", label: "Steps" },
  { slug: "toc", label: "Table of Contents" },
  { slug: "scroll-area", label: "Scroll Area" },
  { slug: "marquee", label: "Marquee" },
]

/**
 * For demos whose widget opens over the page: how the registry-wide suites open it. Kept apart from
 * `demos`, so the pages' bundles (which never open overlays themselves) leave it out.
 */
export const overlayOpeners: Partial<Record<string, OverlayOpener>> = {
  dialog: { trigger: "main >> role=button[name='Click me']" },
  "floating-panel": { trigger: "main >> role=button[name='Toggle Panel']" },
  toast: {
    trigger: "main >> role=button[name='Notify (Loading)']",
    opened: '[data-scope="toast"][data-part="root"][data-state="open"]',
  },
  tour: { trigger: "main >> role=button[name='Start Tour']" },
  menu: { trigger: "main [data-scope='menu'][data-part='trigger']" },
  "color-picker": { trigger: "main [data-scope='color-picker'][data-part='trigger']" },
  combobox: { trigger: "main [data-testid='trigger']" },
  select: { trigger: "main [data-scope='select'][data-part='trigger']" },
  "date-picker": { trigger: "main [data-scope='date-picker'][data-part='trigger']" },
  "time-picker": { trigger: "main [data-scope='time-picker'][data-part='trigger']" },
  "menu-options": { trigger: "main [data-testid='trigger']" },
  "nested-menu": { trigger: "main [data-testid='trigger']" },
  "context-menu": { trigger: "main .context-area", via: "contextmenu" },
  popover: { trigger: "main [data-testid='popover-trigger']" },
  "hover-card": { trigger: "main [data-scope='hover-card'][data-part='trigger']", via: "focus" },
  tooltip: { trigger: "main [data-testid='tip-1-trigger']", via: "focus" },
  "date-picker-multi": { trigger: "main [data-scope='date-picker'][data-part='trigger']" },
  "date-picker-range": { trigger: "main [data-scope='date-picker'][data-part='trigger']" },
  "navigation-menu": { trigger: "main [data-scope='navigation-menu'][data-part='trigger'][data-value='products']" },
  drawer: { trigger: "main >> role=button[name='Open drawer']" },
  "cascade-select": { trigger: "main [data-scope='cascade-select'][data-part='trigger']" },
}

/**
 * Orders demos by label as `localeCompare` does for these plain ASCII labels (src/demos/registry.test.ts
 * holds it to that), without its cost: a page's first `localeCompare` starts the browser's collator, some
 * 15 ms on this machine, on the way to every page's hydration.
 */
export const byLabel = (a: DemoEntry, b: DemoEntry) => {
  const [x, y] = [a.label.toLowerCase(), b.label.toLowerCase()]
  return x < y ? -1 : x > y ? 1 : 0
}

export const sortedDemos: DemoEntry[] = [...demos].sort(byLabel)
