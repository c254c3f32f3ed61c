import type * as floatingPanel from "@zag-js/floating-panel"
import type { ButtonHTMLAttributes, MouseEvent } from "react"

type StageTriggerProps = ButtonHTMLAttributes<HTMLButtonElement>

/**
 * @zag-js/floating-panel 1.47.0: a stage trigger (minimize, maximize) hides itself once used, with the
 * focus on it, so keyboard focus falls to the page body. The fix (wraps the trigger's props) moves
 * focus, a frame later, to the visible counterpart in the same trigger group: Restore after minimize
 * or maximize, and back to the stage that was left after Restore.
 */
export function fixStageTriggerFocus(
  props: StageTriggerProps,
  stage: floatingPanel.Stage,
  currentStage: floatingPanel.Stage,
): StageTriggerProps {
  return {
    ...props,
    onClick(event: MouseEvent<HTMLButtonElement>) {
      const button = event.currentTarget
      const hadFocus = button === document.activeElement
      props.onClick?.(event)
      if (!hadFocus) return
      const group = button.closest<HTMLElement>('[data-part="trigger-group"]')
      const next = stage === "default" ? currentStage : "default"
      requestAnimationFrame(() => {
        group?.querySelector<HTMLButtonElement>(`[data-stage="${next}"]:not([hidden])`)?.focus()
      })
    },
  }
}
