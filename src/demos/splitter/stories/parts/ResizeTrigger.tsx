import type * as splitter from "@zag-js/splitter"

/** A labelled resize handle with its indicator; its test id is `trigger-<id>`. */
export function ResizeTrigger({ api, id, label }: { api: splitter.Api; id: splitter.ResizeTriggerId; label: string }) {
  return (
    <div {...api.getResizeTriggerProps({ id })} aria-label={label} data-testid={`trigger-${id}`}>
      <div {...api.getResizeTriggerIndicator({ id })} />
    </div>
  )
}
