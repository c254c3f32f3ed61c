/** The /toggle-group demo's text styles: each button's value, its visible letter and its accessible name. */
export const textStyles = [
  { value: "bold", text: "B", name: "Bold" },
  { value: "italic", text: "I", name: "Italic" },
  { value: "underline", text: "U", name: "Underline" },
] as const
