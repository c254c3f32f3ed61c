import * as combobox from "@zag-js/combobox"
import { normalizeProps, useMachine } from "@zag-js/react"
import {
  type ChangeEvent,
  type ComponentProps,
  type KeyboardEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react"
import "../combobox.css"
import { comboboxCountries } from "../../../data/combobox-countries"
import { caretRect } from "./caret"
import { filterContains } from "./filter"

const TRIGGERS = ["@", "#"]

/**
 * Where the mention the caret is in starts: the closest @ or # before the caret that begins a word, on the
 * caret's line; -1 when there is none.
 */
function mentionStart(text: string, caret: number) {
  for (let index = caret - 1; index >= 0; index--) {
    const char = text[index]
    if (char === "\n") return -1
    if (TRIGGERS.includes(char) && (index === 0 || /\s/.test(text[index - 1]))) return index
  }
  return -1
}

/** The text after the mention's @ or # up to the caret, or null outside a mention. */
function mentionQuery(textarea: HTMLTextAreaElement) {
  const caret = textarea.selectionStart
  const start = mentionStart(textarea.value, caret)
  return start < 0 ? null : textarea.value.slice(start + 1, caret)
}

export default function ComboTextarea() {
  const textareaRef = useRef<HTMLTextAreaElement>(null)
  // where the last keystroke left the caret (see below)
  const typedCaret = useRef<{ start: number; end: number; scrollTop: number } | null>(null)
  const [text, setText] = useState("")
  const [search, setSearch] = useState<string | null>(null)
  const [open, setOpen] = useState(false)

  const items = useMemo(
    () => (search === null ? [] : filterContains(comboboxCountries, search, (item) => item.label)),
    [search],
  )
  const collection = useMemo(
    () => combobox.collection({ items, itemToValue: (item) => item.code, itemToString: (item) => item.label }),
    [items],
  )

  const service = useMachine(combobox.machine, {
    id: useId(),
    collection,
    inputValue: text,
    onInputValueChange: ({ inputValue }) => setText(inputValue),
    // open while the caret is in a mention that matches anything (the textarea's change handler says when)
    open,
    onOpenChange: (details) => setOpen(details.open),
    // the text is the user's: nothing opens the list but an @ or #, and a pick never replaces the text
    openOnChange: false,
    openOnKeyPress: false,
    allowCustomValue: true,
    selectionBehavior: "preserve",
    inputBehavior: "autohighlight",
    // a mention is inserted, not kept as the field's value
    value: [],
    placeholder: "Type @ to see completion",
    positioning: {
      placement: "bottom-start",
      sameWidth: false,
      gutter: 4,
      // the list hangs under the mention's @ or #, wherever the caret is
      getAnchorRect: () => {
        const textarea = textareaRef.current
        if (!textarea) return null
        const start = mentionStart(textarea.value, textarea.selectionStart)
        return caretRect(textarea, start < 0 ? textarea.selectionStart : start)
      },
    },
    onSelect: ({ itemValue }) => {
      const textarea = textareaRef.current
      const country = collection.find(itemValue)
      if (!textarea || !country) return
      const caret = textarea.selectionStart
      const start = mentionStart(textarea.value, caret)
      if (start < 0) return
      const inserted = `${country.label} `
      setText(textarea.value.slice(0, start) + inserted + textarea.value.slice(caret))
      setSearch(null)
      typedCaret.current = null
      // once the new text is in the field, the caret goes after the inserted name
      requestAnimationFrame(() => textarea.setSelectionRange(start + inserted.length, start + inserted.length))
    },
  })
  const api = combobox.connect(service, normalizeProps)

  // zag moves the caret to the end of its field when the list opens and when its items change (a one-line input
  // is typed at its end): the caret goes back where the typing left it, and the text's scroll with it
  useEffect(() => {
    const textarea = textareaRef.current
    if (!typedCaret.current || !textarea) return
    const restore = () => {
      const saved = typedCaret.current
      // only zag's move, to the end: a caret the person has moved since (Home, a click) stays
      const movedByZag = textarea.selectionStart === textarea.value.length
      if (!saved || textarea.selectionStart === saved.start || !movedByZag) return
      textarea.setSelectionRange(saved.start, saved.end)
      textarea.scrollTop = saved.scrollTop
    }
    // zag's own move comes in a microtask queued before this one (new items) or in the next frame (opening)
    queueMicrotask(restore)
    let frame = requestAnimationFrame(() => {
      restore()
      frame = requestAnimationFrame(() => {
        restore()
        typedCaret.current = null
      })
    })
    return () => cancelAnimationFrame(frame)
  })

  // zag's input props, on a textarea: it stays a multi-line textbox that suggests a list (a textarea takes no
  // combobox role, and a textbox no aria-expanded)
  const { role: _role, type: _type, "aria-expanded": _expanded, ...inputProps } = api.getInputProps()
  const zagProps = inputProps as ComponentProps<"textarea">

  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    zagProps.onChange?.(event)
    const query = mentionQuery(event.currentTarget)
    setSearch(query)
    const matches = query === null ? [] : filterContains(comboboxCountries, query, (item) => item.label)
    const { selectionStart: start, selectionEnd: end, scrollTop } = event.currentTarget
    typedCaret.current = { start, end, scrollTop }
    setOpen(matches.length > 0)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    zagProps.onKeyDown?.(event)
    // the caret leaves the mention
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") setOpen(false)
  }

  return (
    <div className="combobox combo-textarea">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Mention a country</label>
        <textarea
          ref={textareaRef}
          rows={5}
          {...zagProps}
          aria-haspopup="listbox"
          onChange={onChange}
          onKeyDown={onKeyDown}
          onPointerDown={() => setOpen(false)}
          // the list stays by the caret as the text scrolls under it
          onScroll={() => api.reposition()}
        />
      </div>
      <div {...api.getPositionerProps()}>
        <ul data-testid="combobox-content" {...api.getContentProps()}>
          {items.map((item) => (
            <li data-testid={item.code} key={item.code} {...api.getItemProps({ item })}>
              <span {...api.getItemTextProps({ item })}>{item.label}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="combobox-output" data-testid="search-value">
        Search value: {search || "-"}
      </p>
    </div>
  )
}
