import * as avatar from "@zag-js/avatar"
import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { useState } from "react"
import { DemoMain } from "../../workbench/DemoMain"
import { JsonView, StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { avatarControls } from "./controls"
import "./avatar.css"

/** Four 200x150 portraits drawn by scripts/generate-images.mjs and served from public/. */
const images = [1, 2, 3, 4].map((n) => `/images/avatar/avatar-${n}.webp`)
/** A local file that exists but is not a decodable image, so the fallback shows. */
const brokenImage = "/images/avatar/broken.webp"

type StatusEntry = { src: string; status: avatar.LoadStatus }

export default function AvatarPage() {
  const controls = useControls(avatarControls)
  const [src, setSrc] = useState(images[0])
  const [showImage, setShowImage] = useState(true)
  const [history, setHistory] = useState<StatusEntry[]>([])

  const service = useDemoMachine(avatar.machine, {
    // the machine calls the latest render's callback, so `src` is the file that just loaded or failed
    onStatusChange: ({ status }) => setHistory((prev) => [...prev.slice(-4), { src, status }]),
  })
  const api = avatar.connect(service, normalizeProps)

  const changeImage = () => {
    const others = images.filter((image) => image !== src)
    setSrc(others[Math.floor(Math.random() * others.length)])
  }
  const initials = controls.values.fallback.trim().slice(0, 3)
  const status = service.state.get()

  return (
    <>
      <DemoMain className="avatar">
        <div className="avatar-demo">
          <div {...api.getRootProps()}>
            <span {...api.getFallbackProps()}>{initials === "" ? "?" : initials}</span>
            {showImage && <img alt="" referrerPolicy="no-referrer" src={src} {...api.getImageProps()} />}
          </div>
          <p className="avatar-status" data-testid="status" aria-live="polite">
            {showImage ? `Image ${status}` : "No image"}
            <span className="avatar-src">{showImage ? src : ""}</span>
          </p>
        </div>
        <div className="controls">
          <button type="button" onClick={changeImage}>
            Change Image
          </button>
          <button type="button" onClick={() => setSrc(brokenImage)}>
            Broken Image
          </button>
          <button type="button" aria-pressed={showImage} onClick={() => setShowImage((shown) => !shown)}>
            Toggle Image
          </button>
        </div>
      </DemoMain>
      <Toolbar controls={controls} viz>
        <StateVisualizer service={service} context={[]} props={["dir"]} />
        <JsonView label="Status changes" value={history} />
      </Toolbar>
    </>
  )
}
