import { viewSchema, type ViewKey } from "./settings"
import { chooseTheme } from "./theme"
import { useOpenTab } from "./openTab"
import { useTheme } from "./useTheme"
import { useSearch } from "../url/searchStore"
import { readViewSettings } from "./readViewSettings"
import { setViewSetting } from "./settings"

const LABELS: Record<ViewKey, string> = { dir: "Direction", locale: "Locale", theme: "Theme", width: "Width", tab: "Tab" }
const WIDTH_LABELS: Record<string, string> = { "360": "360 px", "768": "768 px", full: "Full" }

/**
 * The global view settings above the demo, one native select each. They live in the URL, so nav links
 * carry them from demo to demo.
 */
export default function SettingsBar() {
  const { values, issues } = readViewSettings(useSearch())
  const theme = useTheme()
  const openTab = useOpenTab()
  return (
    <section className="settings-bar" aria-label="View settings">
      <Setting name="dir" value={values.dir} />
      <Setting name="locale" value={values.locale} />
      <Setting name="theme" value={theme} onChange={(value) => chooseTheme(value === "dark" ? "dark" : "light")} />
      <Setting name="width" value={values.width} textOf={(option) => WIDTH_LABELS[option]} />
      {/* named by the label attribute, not by text: no text before the toolbar's tabs may read "Controls" */}
      <Setting name="tab" value={values.tab ?? openTab ?? "controls"} labelOf={tabLabel} />
      {issues.length > 0 && (
        <p className="settings-notice" role="status">
          <strong>Some view settings in the link were ignored:</strong> {issues.join(" ")}
        </p>
      )}
    </section>
  )
}

/** The toolbar tab each `tab` value opens. */
const TAB_LABELS: Record<string, string> = {
  controls: "Controls",
  visualizer: "Visualizer",
  inspector: "Inspector",
  code: "Code",
  a11y: "Accessibility",
}
const tabLabel = (option: string) => TAB_LABELS[option]

type SettingProps = {
  name: ViewKey
  value: string
  onChange?: (value: string) => void
  /** The option's text (its value by default). */
  textOf?: (option: string) => string
  /** The option's label attribute, instead of a text. */
  labelOf?: (option: string) => string
}

function Setting(props: SettingProps) {
  const { name, value, onChange = (next) => setViewSetting(name, next), textOf = (option) => option, labelOf } = props
  const def = viewSchema[name]
  const id = `view-${name}`
  return (
    <div className="setting">
      <label htmlFor={id}>{LABELS[name]}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {def.options.map((option) => (
          <option key={option} value={option} label={labelOf?.(option)}>
            {labelOf ? null : textOf(option)}
          </option>
        ))}
      </select>
    </div>
  )
}
