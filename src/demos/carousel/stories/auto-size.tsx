import * as carousel from "@zag-js/carousel"
import { normalizeProps, useMachine } from "@zag-js/react"
import { type CSSProperties, useId } from "react"
import "../carousel.css"

type Block = { text: string; emoji?: { symbol: string; name: string } }

// nine blocks whose content (text, emoji, both) sets their width
const blocks: Block[] = [
  { text: "Hi" },
  { text: "A longer line of text" },
  { text: "", emoji: { symbol: "🎉", name: "Party popper" } },
  { text: "Medium text" },
  { text: "Launch", emoji: { symbol: "🚀", name: "Rocket" } },
  { text: "XS" },
  { text: "", emoji: { symbol: "🌈🌈🌈", name: "Three rainbows" } },
  { text: "Width follows the content" },
  { text: "End" },
]

function ColourBlock({ block, index }: { block: Block; index: number }) {
  return (
    <div className="carousel-block" style={{ "--hue": index * 40 } as CSSProperties}>
      {block.emoji && (
        <span role="img" aria-label={block.emoji.name}>
          {block.emoji.symbol}
        </span>
      )}
      {block.text}
    </div>
  )
}

/** Slides as wide as their content, centred as they snap; below, the same blocks two to a page for comparison. */
export default function AutoSizeCarousel() {
  const service = useMachine(carousel.machine, {
    id: useId(),
    slideCount: blocks.length,
    autoSize: true,
    spacing: "12px",
    allowMouseDrag: true,
    autoplay: { delay: 3000 },
    translations: { autoplayStart: "Play", autoplayStop: "Pause" },
  })
  const api = carousel.connect(service, normalizeProps)

  const fixedService = useMachine(carousel.machine, {
    id: useId(),
    slideCount: blocks.length,
    slidesPerPage: 2,
    spacing: "12px",
  })
  const fixed = carousel.connect(fixedService, normalizeProps)

  return (
    <div className="carousel carousel-auto-size">
      <h2>Auto Size Carousel</h2>
      <div {...api.getRootProps()} aria-label="Blocks as wide as their content">
        <div {...api.getControlProps()}>
          <button {...api.getPrevTriggerProps()}>← Prev</button>
          <button {...api.getAutoplayTriggerProps()}>{api.isPlaying ? "Pause" : "Play"}</button>
          <button {...api.getNextTriggerProps()}>Next →</button>
        </div>
        <div {...api.getItemGroupProps()}>
          {blocks.map((block, index) => (
            <div key={index} {...api.getItemProps({ index, snapAlign: "center" })}>
              <ColourBlock block={block} index={index} />
            </div>
          ))}
        </div>
        <div className="carousel-footer">
          <div {...api.getIndicatorGroupProps()}>
            {api.pageSnapPoints.map((_, index) => (
              <button key={index} {...api.getIndicatorProps({ index })} />
            ))}
          </div>
          <p {...api.getProgressTextProps()}>{api.getProgressText()}</p>
        </div>
      </div>

      <h2>Comparison: Fixed Width Carousel</h2>
      <div {...fixed.getRootProps()} className="carousel-fixed-width" aria-label="Blocks two to a page">
        <div {...fixed.getControlProps()}>
          <button {...fixed.getPrevTriggerProps()}>← Prev</button>
          <button {...fixed.getNextTriggerProps()}>Next →</button>
        </div>
        <div {...fixed.getItemGroupProps()}>
          {blocks.map((block, index) => (
            <div key={index} {...fixed.getItemProps({ index })}>
              <ColourBlock block={block} index={index} />
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}
