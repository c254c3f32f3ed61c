/** A framework as the framework stories list it: `value` is the item value, `label` its text. */
export type Framework = { label: string; value: string }

const framework = (label: string, value = label.toLowerCase()): Framework => ({ label, value })

export const threeFrameworks: Framework[] = [framework("React"), framework("Vue"), framework("Solid")]

export const sixFrameworks: Framework[] = [
  framework("React"),
  framework("Solid"),
  framework("Vue"),
  framework("Angular"),
  framework("Svelte"),
  framework("Preact"),
]

export const elevenFrameworks: Framework[] = [
  ...sixFrameworks,
  framework("Qwik"),
  framework("Lit"),
  framework("Alpine.js", "alpinejs"),
  framework("Ember"),
  framework("Next.js", "nextjs"),
]
