// /range-slider has the same nine options as /slider (pages.md), so the schema is shared.
export { checkSliderRange, fitValues, sliderControls as rangeSliderControls } from "../slider/controls"
