import type * as clipboard from "@zag-js/clipboard"

/**
 * @zag-js/clipboard 1.47.0: the trigger's COPY writes to the clipboard and shows "Copied!" without
 * waiting for the write; a refused write (no permission, insecure context) is dropped silently, so
 * the page claimed a copy that never happened. The fix writes the text itself and only then tells the
 * machine (INPUT.COPY, which shows "Copied!"); a refused write returns what the user can do instead.
 */
export async function fixRefusedCopy(service: clipboard.Service, text: string): Promise<string | null> {
  try {
    await navigator.clipboard.writeText(text)
  } catch {
    return "The browser refused clipboard access. Select the text and press Ctrl+C (⌘C) instead."
  }
  service.send({ type: "INPUT.COPY" })
  return null
}
