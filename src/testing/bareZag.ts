import type { Machine, MachineSchema, Service } from "@zag-js/core"
import { normalizeProps, type PropTypes, useMachine } from "@zag-js/react"
import type { NormalizeProps } from "@zag-js/types"
import { renderHook } from "@testing-library/react"

/**
 * The message of an "upstream still broken" test: it asserts zag's wrong behaviour, so when a later
 * zag fixes the bug the assertion fails and says which fix can go.
 */
export const upstreamFixed = (fix: string) =>
  `zag no longer has this bug: delete ${fix} from fixes.ts and its tests, and use zag directly`

/**
 * Runs a machine the way a page does (useMachine, then connect), with none of the gallery's fixes.
 * `rerender` passes new props, like a page's next render.
 */
export function renderMachine<T extends MachineSchema, Api>(
  machine: Machine<T>,
  connect: (service: Service<T>, normalize: NormalizeProps<PropTypes>) => Api,
  props: Partial<T["props"]>,
) {
  return renderHook(
    (current: Partial<T["props"]>) => {
      const service = useMachine(machine, current)
      return { service, api: connect(service, normalizeProps) }
    },
    { initialProps: props },
  )
}
