// Anatomy parts that no route renders yet, each with why. tests/anatomy/coverage.spec.ts
// fails on any other part no route renders, and on a part listed here that a route now renders (remove it:
// the list only shrinks). Issue numbers are the tracker's; stories are those of ../shared/spec/stories.md.

const partA = "no story renders it yet: Part A's are not all built (issue 37)"
const partB = "no story renders it yet: Part B's are not all built (issue 38)"
const partC = "no story renders it yet: Part C's are not all built (issue 39)"

export const unrendered: Record<string, string> = {
  "@zag-js/angle-slider: track": partA,
  "@zag-js/color-picker: value-text": partA,
  "@zag-js/color-picker: channel-slider-label": partA,
  "@zag-js/color-picker: channel-slider-value-text": partA,
  "@zag-js/color-picker: swatch-indicator": partA,
  "@zag-js/color-picker: format-trigger": partA,
  "@zag-js/color-picker: format-select": partA,
  "@zag-js/editable: label":
    "no story in stories.md has it: basic and controlled show the text with Edit, Save and Cancel only",
  "@zag-js/file-upload: label": partA,
  "@zag-js/file-upload: clear-trigger": partA,
  "@zag-js/floating-panel: control": partB,
  "@zag-js/listbox: item-group": partA,
  "@zag-js/listbox: item-group-label": partA,
  "@zag-js/listbox: value-text": partA,
  "@zag-js/menu: arrow": partB,
  "@zag-js/menu: arrow-tip": partB,
  "@zag-js/navigation-menu: item-indicator": partC,
  "@zag-js/number-input: value-text": partA,
  "@zag-js/pagination: first-trigger": partC,
  "@zag-js/pagination: last-trigger": partC,
  "@zag-js/progress: view": partC,
  "@zag-js/select: item-group": partA,
  "@zag-js/select: item-group-label": partA,
  "@zag-js/steps: progress": partC,
  "@zag-js/toast: description": partB,
  "@zag-js/toast: action-trigger": partB,
  "@zag-js/tree-view: item-indicator": partA,
}
