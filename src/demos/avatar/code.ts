import { defineCode } from "../../workbench/code/snippet"
import type { avatarControls } from "./controls"

export default defineCode<typeof avatarControls>({
  name: "Avatar",
  // the fallback's initials are the markup's, not an option
  machines: [{ module: "avatar", options: { fallback: false } }],
  jsx: `
<div {...api.getRootProps()}>
  <span {...api.getFallbackProps()}>PA</span>
  <img alt="" src="/images/avatar.webp" {...api.getImageProps()} />
</div>`,
})
