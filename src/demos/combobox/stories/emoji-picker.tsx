import { useVirtualizer } from "@tanstack/react-virtual"
import * as listbox from "@zag-js/listbox"
import * as popover from "@zag-js/popover"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId, useMemo, useRef, useState } from "react"
import "../combobox.css"
import { categories, type EmojiItem, loadEmojis, type SkinTone, skinTones } from "./emojis"

const COLUMNS = 8
const CELL = 40

export default function EmojiPicker() {
  const [emojis, setEmojis] = useState<EmojiItem[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [search, setSearch] = useState("")
  const [category, setCategory] = useState<number | null>(null)
  const [tone, setTone] = useState<SkinTone>("none")
  const [picked, setPicked] = useState<EmojiItem | null>(null)
  const toneGroup = useId()

  // what the search and the category leave, each emoji in the chosen skin tone
  const items = useMemo(() => {
    const words = search.trim().toLowerCase()
    return (emojis ?? [])
      .filter((item) => (category === null || item.group === category) && (!words || item.words.includes(words)))
      .map((item) => ({ ...item, emoji: item.skins?.[tone] ?? item.emoji }))
  }, [emojis, search, category, tone])
  const collection = useMemo(
    () =>
      listbox.gridCollection({
        items,
        columnCount: COLUMNS,
        itemToValue: (item) => item.value,
        itemToString: (item) => item.label,
      }),
    [items],
  )

  const gridRef = useRef<HTMLDivElement>(null)
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer re-renders this component itself
  const virtualizer = useVirtualizer({
    count: Math.ceil(items.length / COLUMNS),
    getScrollElement: () => gridRef.current,
    estimateSize: () => CELL,
    overscan: 3,
  })

  const service = useMachine(listbox.machine, {
    id: useId(),
    collection,
    // only the rows in view exist: zag asks the virtualizer for the highlighted emoji's row
    scrollToIndexFn: ({ index }) => virtualizer.scrollToIndex(Math.floor(index / COLUMNS), { align: "auto" }),
    onSelect: ({ value }) => {
      const item = collection.find(value)
      if (item) setPicked(item)
      picker.setOpen(false)
    },
  })
  const grid = listbox.connect(service, normalizeProps)

  const searchRef = useRef<HTMLInputElement>(null)
  const popoverService = useMachine(popover.machine, {
    id: useId(),
    initialFocusEl: () => searchRef.current,
    positioning: { placement: "bottom-start" },
    // the emojis load, as their own chunk, the first time the picker opens
    onOpenChange: ({ open }) => {
      // a highlight left from before could sit in a row the virtual grid doesn't render when it opens again
      // (the input's aria-activedescendant would name no element): each opening starts without one
      if (!open) grid.clearHighlightedValue()
      if (!open || emojis) return
      setFailed(false)
      loadEmojis().then(setEmojis, () => setFailed(true))
    },
  })
  const picker = popover.connect(popoverService, normalizeProps)

  const empty = emojis !== null && items.length === 0

  return (
    <div className="combobox">
      <button type="button" className="emoji-trigger" {...picker.getTriggerProps()}>
        <span aria-hidden>{picked?.emoji ?? "😀"}</span> Pick Emoji
      </button>
      <p className="combobox-output" data-testid="picked-emoji">
        Picked: {picked ? `${picked.emoji} ${picked.label}` : "none"}
      </p>

      <Portal>
        <div className="emoji-picker-positioner" {...picker.getPositionerProps()}>
          <div className="combobox emoji-picker" {...picker.getContentProps()}>
            <h2 className="visually-hidden" {...picker.getTitleProps()}>
              Emoji picker
            </h2>
            <div className="emoji-picker-header">
              <input
                ref={searchRef}
                type="search"
                aria-label="Search emojis"
                placeholder="Search emojis..."
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                {...grid.getInputProps({ autoHighlight: true })}
              />
              <fieldset className="emoji-tones">
                <legend className="visually-hidden">Skin tone</legend>
                {skinTones.map((option) => (
                  <label key={option.tone} title={option.label}>
                    <input
                      type="radio"
                      name={toneGroup}
                      aria-label={option.label}
                      checked={tone === option.tone}
                      onChange={() => setTone(option.tone)}
                    />
                    <span aria-hidden>{option.hand}</span>
                  </label>
                ))}
              </fieldset>
            </div>

            <div {...grid.getRootProps()}>
              <span className="visually-hidden" {...grid.getLabelProps()}>
                Emojis
              </span>
              <div className="emoji-grid" ref={gridRef} hidden={emojis === null || empty} {...grid.getContentProps()}>
                <div className="emoji-grid-rows" style={{ height: virtualizer.getTotalSize() }}>
                  {virtualizer.getVirtualItems().map((row) => (
                    <div key={row.key} className="emoji-row" style={{ transform: `translateY(${row.start}px)` }}>
                      {items.slice(row.index * COLUMNS, (row.index + 1) * COLUMNS).map((item) => (
                        <div
                          key={item.value}
                          className="emoji-cell"
                          title={item.label}
                          aria-label={item.label}
                          {...grid.getItemProps({ item, highlightOnHover: true })}
                        >
                          <span aria-hidden {...grid.getItemTextProps({ item })}>
                            {item.emoji}
                          </span>
                        </div>
                      ))}
                    </div>
                  ))}
                </div>
              </div>
              {emojis === null && (
                <p className="emoji-status">{failed ? "Could not load the emojis" : "Loading emojis..."}</p>
              )}
              {empty && <p className="emoji-status">No emojis found</p>}
            </div>

            <div className="emoji-categories" role="group" aria-label="Categories">
              {categories.map((entry) => (
                <button
                  key={entry.group}
                  type="button"
                  title={entry.label}
                  aria-label={entry.label}
                  aria-pressed={category === entry.group}
                  onClick={() => setCategory(category === entry.group ? null : entry.group)}
                >
                  <span aria-hidden>{entry.icon}</span>
                </button>
              ))}
            </div>
          </div>
        </div>
      </Portal>
    </div>
  )
}
