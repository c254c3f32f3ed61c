export type DemoEntry = {
  /** Route path without the leading slash; also the demo's folder name, which holds one `<Name>Page.tsx`. */
  slug: string
  /** Navigation label (the upstream gallery's wording). */
  label: string
  /** The home page's section for it. */
  group: DemoGroup
}

/** The home page's sections, in the order it shows them. */
export const demoGroups = [
  "Inputs",
  "Selection",
  "Overlays",
  "Dates and time",
  "Navigation and disclosure",
  "Display",
  "Utilities",
] as const
export type DemoGroup = (typeof demoGroups)[number]

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
  { slug: "accordion", label: "Accordion", group: "Navigation and disclosure" },
  { slug: "checkbox", label: "Checkbox", group: "Inputs" },
  { slug: "collapsible", label: "Collapsible", group: "Navigation and disclosure" },
  { slug: "dialog", label: "Dialog", group: "Overlays" },
  { slug: "floating-panel", label: "Floating Panel", group: "Overlays" },
  { slug: "toast", label: "Toast", group: "Overlays" },
  { slug: "tour", label: "Tour", group: "Overlays" },
  { slug: "radio-group", label: "Radio Group", group: "Selection" },
  { slug: "segment-control", label: "Segment Control", group: "Selection" },
  { slug: "toggle-group", label: "Toggle Group", group: "Selection" },
  { slug: "number-input", label: "Number Input", group: "Inputs" },
  { slug: "pin-input", label: "Pin Input", group: "Inputs" },
  { slug: "pagination", label: "Pagination", group: "Navigation and disclosure" },
  { slug: "menu", label: "Menu", group: "Overlays" },
  { slug: "signature-pad", label: "Signature Pad", group: "Inputs" },
  { slug: "color-picker", label: "Color Picker", group: "Inputs" },
  { slug: "combobox", label: "Combobox", group: "Selection" },
  { slug: "select", label: "Select", group: "Selection" },
  { slug: "date-picker", label: "Date Picker (Single)", group: "Dates and time" },
  { slug: "time-picker", label: "Time Picker", group: "Dates and time" },
  { slug: "menu-options", label: "Menu With options", group: "Overlays" },
  { slug: "nested-menu", label: "Nested Menu", group: "Overlays" },
  { slug: "context-menu", label: "Context Menu", group: "Overlays" },
  { slug: "popover", label: "Popover", group: "Overlays" },
  { slug: "hover-card", label: "Hover Card", group: "Overlays" },
  { slug: "tooltip", label: "Tooltip", group: "Overlays" },
  { slug: "date-picker-multi", label: "Date Picker (Multi)", group: "Dates and time" },
  { slug: "date-picker-range", label: "Date Picker (Range)", group: "Dates and time" },
  { slug: "editable", label: "Editable", group: "Inputs" },
  { slug: "switch", label: "Switch", group: "Inputs" },
  { slug: "tabs", label: "Tabs", group: "Navigation and disclosure" },
  { slug: "slider", label: "Slider", group: "Inputs" },
  { slug: "range-slider", label: "Range Slider", group: "Inputs" },
  { slug: "tags-input", label: "Tags Input", group: "Inputs" },
  { slug: "angle-slider", label: "Angle Slider", group: "Inputs" },
  { slug: "rating-group", label: "Rating Group", group: "Inputs" },
  { slug: "clipboard", label: "Clipboard", group: "Utilities" },
  { slug: "progress", label: "Progress", group: "Display" },
  { slug: "qr-code", label: "QR Code", group: "Display" },
  { slug: "splitter", label: "Splitter", group: "Utilities" },
  { slug: "timer-countdown", label: "Timer (CountDown)", group: "Dates and time" },
  { slug: "timer-stopwatch", label: "Timer (StopWatch)", group: "Dates and time" },
  { slug: "tree-view", label: "Tree View", group: "Selection" },
  { slug: "carousel", label: "Carousel", group: "Navigation and disclosure" },
  { slug: "avatar", label: "Avatar", group: "Display" },
  { slug: "file-upload", label: "File Upload", group: "Inputs" },
  { slug: "toggle", label: "Toggle", group: "Inputs" },
  { slug: "listbox", label: "Listbox", group: "Selection" },
  { slug: "cascade-select", label: "Cascade Select", group: "Selection" },
  { slug: "navigation-menu", label: "Navigation Menu", group: "Navigation and disclosure" },
  { slug: "async-list", label: "Async List", group: "Display" },
  { slug: "password-input", label: "Password Input", group: "Inputs" },
  { slug: "presence", label: "Presence", group: "Utilities" },
  { slug: "date-input", label: "Date Input", group: "Dates and time" },
  { slug: "drawer", label: "Drawer", group: "Overlays" },
  { slug: "image-cropper", label: "Image Cropper", group: "Inputs" },
  { slug: "steps", label: "Steps", group: "Navigation and disclosure" },
  { slug: "toc", label: "Table of Contents", group: "Navigation and disclosure" },
  { slug: "scroll-area", label: "Scroll Area", group: "Display" },
  { slug: "marquee", label: "Marquee", group: "Display" },
]

/**
 * For demos whose widget opens over the page: how the registry-wide suites open it. Kept apart from
 * `demos`, so the pages' bundles (which never open overlays themselves) leave it out.
 */
export const overlayOpeners: Partial<Record<string, OverlayOpener>> = {
  dialog: { trigger: "main >> role=button[name='Click me']" },
  "floating-panel": { trigger: "main >> role=button[name='Toggle Panel']" },
  toast: { trigger: "main >> role=button[name='Notify (Loading)']", opened: '[data-scope="toast"][data-part="root"][data-state="open"]' },
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

export const sortedDemos: DemoEntry[] = [...demos].sort((a, b) => a.label.localeCompare(b.label))
