/** The listbox demo's fruits: ten, with two sharing a start ("Pea…") so typeahead has more than one letter to match. */
export type BasketFruit = { value: string; label: string }

export const fruitBasket: readonly BasketFruit[] = [
  { value: "apple", label: "Apple" },
  { value: "banana", label: "Banana" },
  { value: "cherry", label: "Cherry" },
  { value: "grape", label: "Grape" },
  { value: "kiwi", label: "Kiwi" },
  { value: "lemon", label: "Lemon" },
  { value: "mango", label: "Mango" },
  { value: "orange", label: "Orange" },
  { value: "peach", label: "Peach" },
  { value: "pear", label: "Pear" },
]
