import * as cascadeSelect from "@zag-js/cascade-select"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from "react"
import { fixEmptyActiveDescendant, fixTreeContent, fixTreeItem, fixTreeList, fixTreeTrigger } from "../fixes"
import { openLevels } from "../levels"
import { emptyWorld, loadWorld, type Place } from "./world"
import "../cascade-select.css"

export default function BasicCascadeSelect() {
  const [submitted, setSubmitted] = useState<string>()
  // World → continents → countries → states (./world.ts): some 3,700 places, loaded after the page
  const [world, setWorld] = useState(emptyWorld)
  useEffect(() => {
    let mounted = true
    loadWorld().then(
      (loaded) => mounted && setWorld(loaded),
      () => {},
    )
    return () => {
      mounted = false
    }
  }, [])
  const collection = useMemo(
    () =>
      cascadeSelect.collection<Place>({
        rootNode: world,
        nodeToValue: (node) => node.value,
        nodeToString: (node) => node.label,
      }),
    [world],
  )

  const contentRef = useRef<HTMLDivElement>(null)
  const service = useMachine(cascadeSelect.machine, {
    id: useId(),
    collection,
    name: "location",
    // the levels scroll together in the content, the one scroll box a keyboard reaches: keep the
    // highlighted item of each level in view there
    scrollToIndexFn: ({ index, depth }) => {
      const list = contentRef.current?.querySelectorAll("[data-part='list']")[depth]
      list?.children[index]?.scrollIntoView({ block: "nearest", inline: "nearest" })
    },
  })
  const api = cascadeSelect.connect(service, normalizeProps)
  const loading = world === emptyWorld

  // opened before the places arrived (a quick key on a slow connection): highlight the first one when they
  // do, as an open on loaded data would have, so the arrow keys go on from there
  const first = world.children?.find((place) => !place.disabled)?.value
  useEffect(() => {
    if (first && api.open && api.highlightedValue.length === 0) api.setHighlightValue([first])
    // only when the data arrives
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [first])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(JSON.stringify(Object.fromEntries(new FormData(event.currentTarget))))
  }

  return (
    <form className="cascade-select" onSubmit={submit}>
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Select a location</label>
        <div {...api.getControlProps()}>
          <button {...fixTreeTrigger(api.getTriggerProps())}>
            <span {...api.getValueTextProps()}>{api.valueAsString || "Select a location"}</span>
            <span {...api.getIndicatorProps()}>
              <Chevron direction="down" />
            </span>
          </button>
          <button {...api.getClearTriggerProps()}>
            <Cross />
          </button>
        </div>
        <input {...api.getHiddenInputProps()} />
      </div>

      <Portal>
        <div {...api.getPositionerProps()}>
          {loading && api.open && (
            <p className="cascade-select-loading" role="status">
              Loading places…
            </p>
          )}
          <div
            {...fixTreeContent(fixEmptyActiveDescendant(api.getContentProps(), api.highlightedValue))}
            ref={contentRef}
          >
            {/* one column per level: the continents, then the children of each highlighted branch */}
            {api.open &&
              openLevels(collection, api.highlightedValue).map((level) => (
                <ul
                  key={level.valuePath.join("/") || "root"}
                  {...fixTreeList(
                    api.getListProps({ item: level.parent, indexPath: level.indexPath, value: level.valuePath }),
                  )}
                >
                  {level.children.map((item, index) => {
                    const props = {
                      item,
                      indexPath: [...level.indexPath, index],
                      value: [...level.valuePath, item.value],
                    }
                    const state = api.getItemState(props)
                    return (
                      <li key={item.value} {...fixTreeItem(api.getItemProps(props), state)}>
                        <span {...api.getItemTextProps(props)}>{item.label}</span>
                        <span {...api.getItemIndicatorProps(props)}>
                          <CheckMark />
                        </span>
                        {state.hasChildren && <Chevron direction="end" />}
                      </li>
                    )
                  })}
                </ul>
              ))}
          </div>
        </div>
      </Portal>

      <div className="cascade-select-actions">
        <button type="submit">Submit</button>
      </div>
      <dl className="cascade-select-output">
        <dt>Highlighted Value:</dt>
        <dd>
          <pre>{JSON.stringify(api.highlightedValue)}</pre>
        </dd>
        <dt>Selected Value:</dt>
        <dd>
          <pre>{JSON.stringify(api.value)}</pre>
        </dd>
      </dl>
      <p className="cascade-select-submitted" role="status">
        {submitted && `Submitted: ${submitted}`}
      </p>
    </form>
  )
}

function Chevron({ direction }: { direction: "down" | "end" }) {
  return (
    <svg
      aria-hidden
      className={direction === "end" ? "cascade-select-branch" : undefined}
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === "down" ? "m6 9 6 6 6-6" : "m9 18 6-6-6-6"} />
    </svg>
  )
}

function CheckMark() {
  return (
    <svg aria-hidden width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3">
      <path d="M20 6 9 17l-5-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

function Cross() {
  return (
    <svg aria-hidden width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M18 6 6 18M6 6l12 12" strokeLinecap="round" />
    </svg>
  )
}
