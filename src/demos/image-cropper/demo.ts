import { defineDemo } from "../facts"
import { part } from "../interactionSteps"

export default defineDemo({
  label: "Image Cropper",
  group: "Inputs",
  description: "Frame part of an image by dragging, zooming and rotating.",
  keywords: ["crop", "photo", "zoom", "rotate"],
  stories: [{ slug: "basic", title: "Basic", page: "image-cropper" }],
  firstInteraction: [
    { click: { css: "main label", name: "Flip horizontally" } },
    { expect: part("image-cropper", "image"), attribute: "data-flip-horizontal", toBe: "" },
  ],
})
