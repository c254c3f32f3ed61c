import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import * as tooltip from "@zag-js/tooltip"
import { useId } from "react"
import "../tooltip.css"
import { products } from "./products"

function InfoIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-4M12 8h.01" strokeLinecap="round" />
    </svg>
  )
}

export default function MultipleTrigger() {
  // one tooltip, five triggers: the trigger's value says which product it describes
  const service = useMachine(tooltip.machine, { id: useId(), positioning: { placement: "right" } })
  const api = tooltip.connect(service, normalizeProps)
  const active = products.find((product) => product.id === api.triggerValue)

  return (
    <div className="tooltip tooltip-catalog">
      <h2>Product Catalog</h2>
      <ul>
        {products.map((product) => (
          <li key={product.id}>
            <span className="tooltip-product-name">{product.name}</span>
            <span>
              <bdi>{product.price}</bdi>
            </span>
            <span>
              <bdi>{product.stock} in stock</bdi>
            </span>
            <button
              className="tooltip-info"
              aria-label={`Info about ${product.name}`}
              {...api.getTriggerProps({ value: product.id })}
            >
              <InfoIcon />
            </button>
          </li>
        ))}
      </ul>
      <p data-testid="active-product">Active Product: {active?.name ?? "None"}</p>
      {api.open && active && (
        <Portal>
          <div {...api.getPositionerProps()}>
            <div className="tooltip-content tooltip-description" {...api.getContentProps()}>
              <div {...api.getArrowProps()}>
                <div {...api.getArrowTipProps()} />
              </div>
              {active.description}
            </div>
          </div>
        </Portal>
      )}
    </div>
  )
}
