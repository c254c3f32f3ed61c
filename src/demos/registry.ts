import type { ComponentType } from "react"

export type DemoEntry = {
  /** Route path without the leading slash; also the demo's folder name. */
  slug: string
  /** Navigation label (the upstream gallery's wording). */
  label: string
  /** Lazy page import so each demo's code, styles and data load only on its route. */
  load: () => Promise<{ default: ComponentType }>
  /** For pages whose widget is an overlay: how the registry-wide suites open it. */
  overlay?: OverlayOpener
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
  { slug: "accordion", label: "Accordion", load: () => import("./accordion/AccordionPage") },
  { slug: "checkbox", label: "Checkbox", load: () => import("./checkbox/CheckboxPage") },
  { slug: "collapsible", label: "Collapsible", load: () => import("./collapsible/CollapsiblePage") },
  {
    slug: "dialog",
    label: "Dialog",
    load: () => import("./dialog/DialogPage"),
    overlay: { trigger: "main >> role=button[name='Click me']" },
  },
  {
    slug: "floating-panel",
    label: "Floating Panel",
    load: () => import("./floating-panel/FloatingPanelPage"),
    overlay: { trigger: "main >> role=button[name='Toggle Panel']" },
  },
  {
    slug: "toast",
    label: "Toast",
    load: () => import("./toast/ToastPage"),
    overlay: {
      trigger: "main >> role=button[name='Notify (Loading)']",
      opened: '[data-scope="toast"][data-part="root"][data-state="open"]',
    },
  },
  {
    slug: "tour",
    label: "Tour",
    load: () => import("./tour/TourPage"),
    overlay: { trigger: "main >> role=button[name='Start Tour']" },
  },
  { slug: "radio-group", label: "Radio Group", load: () => import("./radio-group/RadioGroupPage") },
  { slug: "segment-control", label: "Segment Control", load: () => import("./segment-control/SegmentControlPage") },
  { slug: "toggle-group", label: "Toggle Group", load: () => import("./toggle-group/ToggleGroupPage") },
  { slug: "number-input", label: "Number Input", load: () => import("./number-input/NumberInputPage") },
  { slug: "pin-input", label: "Pin Input", load: () => import("./pin-input/PinInputPage") },
  { slug: "pagination", label: "Pagination", load: () => import("./pagination/PaginationPage") },
  {
    slug: "menu",
    label: "Menu",
    load: () => import("./menu/MenuPage"),
    overlay: { trigger: "main [data-scope='menu'][data-part='trigger']" },
  },
  { slug: "signature-pad", label: "Signature Pad", load: () => import("./signature-pad/SignaturePadPage") },
  {
    slug: "color-picker",
    label: "Color Picker",
    load: () => import("./color-picker/ColorPickerPage"),
    overlay: { trigger: "main [data-scope='color-picker'][data-part='trigger']" },
  },
  {
    slug: "combobox",
    label: "Combobox",
    load: () => import("./combobox/ComboboxPage"),
    overlay: { trigger: "main [data-testid='trigger']" },
  },
  {
    slug: "select",
    label: "Select",
    load: () => import("./select/SelectPage"),
    overlay: { trigger: "main [data-scope='select'][data-part='trigger']" },
  },
  {
    slug: "date-picker",
    label: "Date Picker (Single)",
    load: () => import("./date-picker/DatePickerPage"),
    overlay: { trigger: "main [data-scope='date-picker'][data-part='trigger']" },
  },
  {
    slug: "time-picker",
    label: "Time Picker",
    load: () => import("./time-picker/TimePickerPage"),
    overlay: { trigger: "main [data-scope='time-picker'][data-part='trigger']" },
  },
  {
    slug: "menu-options",
    label: "Menu With options",
    load: () => import("./menu-options/MenuOptionsPage"),
    overlay: { trigger: "main [data-testid='trigger']" },
  },
  {
    slug: "nested-menu",
    label: "Nested Menu",
    load: () => import("./nested-menu/NestedMenuPage"),
    overlay: { trigger: "main [data-testid='trigger']" },
  },
  {
    slug: "context-menu",
    label: "Context Menu",
    load: () => import("./context-menu/ContextMenuPage"),
    overlay: { trigger: "main .context-area", via: "contextmenu" },
  },
  {
    slug: "popover",
    label: "Popover",
    load: () => import("./popover/PopoverPage"),
    overlay: { trigger: "main [data-testid='popover-trigger']" },
  },
  {
    slug: "hover-card",
    label: "Hover Card",
    load: () => import("./hover-card/HoverCardPage"),
    overlay: { trigger: "main [data-scope='hover-card'][data-part='trigger']", via: "focus" },
  },
  {
    slug: "tooltip",
    label: "Tooltip",
    load: () => import("./tooltip/TooltipPage"),
    overlay: { trigger: "main [data-testid='tip-1-trigger']", via: "focus" },
  },
  {
    slug: "date-picker-multi",
    label: "Date Picker (Multi)",
    load: () => import("./date-picker-multi/DatePickerMultiPage"),
    overlay: { trigger: "main [data-scope='date-picker'][data-part='trigger']" },
  },
  {
    slug: "date-picker-range",
    label: "Date Picker (Range)",
    load: () => import("./date-picker-range/DatePickerRangePage"),
    overlay: { trigger: "main [data-scope='date-picker'][data-part='trigger']" },
  },
  { slug: "editable", label: "Editable", load: () => import("./editable/EditablePage") },
  { slug: "switch", label: "Switch", load: () => import("./switch/SwitchPage") },
  { slug: "tabs", label: "Tabs", load: () => import("./tabs/TabsPage") },
  { slug: "slider", label: "Slider", load: () => import("./slider/SliderPage") },
  { slug: "range-slider", label: "Range Slider", load: () => import("./range-slider/RangeSliderPage") },
  { slug: "tags-input", label: "Tags Input", load: () => import("./tags-input/TagsInputPage") },
  { slug: "angle-slider", label: "Angle Slider", load: () => import("./angle-slider/AngleSliderPage") },
  { slug: "rating-group", label: "Rating Group", load: () => import("./rating-group/RatingGroupPage") },
  { slug: "clipboard", label: "Clipboard", load: () => import("./clipboard/ClipboardPage") },
  { slug: "progress", label: "Progress", load: () => import("./progress/ProgressPage") },
  { slug: "qr-code", label: "QR Code", load: () => import("./qr-code/QrCodePage") },
  { slug: "splitter", label: "Splitter", load: () => import("./splitter/SplitterPage") },
  { slug: "timer-countdown", label: "Timer (CountDown)", load: () => import("./timer-countdown/TimerCountdownPage") },
  { slug: "timer-stopwatch", label: "Timer (StopWatch)", load: () => import("./timer-stopwatch/TimerStopwatchPage") },
  { slug: "tree-view", label: "Tree View", load: () => import("./tree-view/TreeViewPage") },
  { slug: "carousel", label: "Carousel", load: () => import("./carousel/CarouselPage") },
  { slug: "avatar", label: "Avatar", load: () => import("./avatar/AvatarPage") },
  { slug: "file-upload", label: "File Upload", load: () => import("./file-upload/FileUploadPage") },
]

export const sortedDemos: DemoEntry[] = [...demos].sort((a, b) => a.label.localeCompare(b.label))

export function findDemo(pathname: string): DemoEntry | undefined {
  const slug = pathname.replace(/^\/+|\/+$/g, "")
  return demos.find((demo) => demo.slug === slug)
}
