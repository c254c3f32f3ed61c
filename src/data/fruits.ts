/** The fruit options shared by the radio-group and segment-control demos. */
export type Fruit = { id: string; label: string }

export const fruits: readonly Fruit[] = [
  { id: "apple", label: "Apples" },
  { id: "orange", label: "Oranges" },
  { id: "mango", label: "Mangoes" },
  { id: "grape", label: "Grapes" },
]
