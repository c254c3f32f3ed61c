import type * as radio from "@zag-js/radio-group"
import { fruits } from "../../data/fruits"

/**
 * The fruits as radio items, with the test ids the radio-group and segment-control demos share; the
 * segment control draws no item control (its indicator marks the checked item).
 */
export function FruitItems({ api, withControl = false }: { api: radio.Api; withControl?: boolean }) {
  return fruits.map((fruit) => (
    <label key={fruit.id} data-testid={`radio-${fruit.id}`} {...api.getItemProps({ value: fruit.id })}>
      {withControl && <div data-testid={`control-${fruit.id}`} {...api.getItemControlProps({ value: fruit.id })} />}
      <span data-testid={`label-${fruit.id}`} {...api.getItemTextProps({ value: fruit.id })}>
        {fruit.label}
      </span>
      <input data-testid={`input-${fruit.id}`} {...api.getItemHiddenInputProps({ value: fruit.id })} />
    </label>
  ))
}
