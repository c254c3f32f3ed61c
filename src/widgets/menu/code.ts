import { actionItems } from "../../data/menus"
import { declareConst } from "../../workbench/code/literal"
import type { ControlSchema } from "../../workbench/controls/schema"
import { defineCode } from "../../workbench/code/snippet"

/**
 * The Code tab of /menu and /context-menu: one menu machine and the same items; only the trigger differs
 * (`trigger` is one line of JSX).
 */
export function menuCode<Spec extends { fields: ControlSchema }>(name: string, trigger: string) {
  return defineCode<Spec>({
    name,
    machines: [{ module: "menu" }],
    before: declareConst("items", actionItems),
    jsx: `
<>
  ${trigger}
  <div {...api.getPositionerProps()}>
    <ul {...api.getContentProps()}>
      {items.map((item) => (
        <li key={item.value} {...api.getItemProps({ value: item.value })}>
          {item.label}
        </li>
      ))}
    </ul>
  </div>
</>`,
  })
}
