/** The controlled stories' frameworks, in the order they list them. */
export type Framework = { label: string; value: string }

export const react: Framework = { label: "React", value: "react" }
export const solid: Framework = { label: "Solid", value: "solid" }
export const vue: Framework = { label: "Vue", value: "vue" }
