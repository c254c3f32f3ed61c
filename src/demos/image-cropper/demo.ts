import { defineDemo } from "../facts"
import { part } from "../interactionSteps"

export default defineDemo({
  label: "Image Cropper",
  group: "Inputs",
  description: "Frame part of an image by dragging, zooming and rotating.",
  keywords: ["crop", "photo", "zoom", "rotate"],
  stories: [
    { slug: "basic", title: "Basic", page: "image-cropper" },
    {
      slug: "circle",
      title: "Circle",
      keywords: ["circle", "round", "avatar", "1:1"],
      machines: ["Image Cropper"],
      viz: true,
      firstInteraction: [
        { focus: "main [data-testid='zoom-slider']" },
        { press: "ArrowRight" },
        { expect: "main [data-testid='zoom-slider']", value: "1.1" },
      ],
    },
    {
      slug: "fixed",
      title: "Fixed Crop Area",
      keywords: ["fixed", "pan", "wheel zoom", "fixedCropArea"],
      machines: ["Image Cropper"],
      viz: true,
      firstInteraction: [
        { focus: "main [data-testid='zoom-slider']" },
        { press: "ArrowRight" },
        { expect: "main [data-testid='zoom-slider']", value: "1.1" },
      ],
    },
  ],
  firstInteraction: [
    { click: { css: "main label", name: "Flip Horizontal" } },
    { expect: part("image-cropper", "image"), attribute: "data-flip-horizontal", toBe: "" },
  ],
})
