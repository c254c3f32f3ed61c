/** The `tab` value of a toolbar tab, from its label ("Controls" → "controls", "Accessibility" → "a11y"). */
export const tabKeyOf = (label: string) => (label === "Accessibility" ? "a11y" : label.toLowerCase())
