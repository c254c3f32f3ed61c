/**
 * One view setting, in two modules: `<key>.ts`, its options and default (none: the page decides), read
 * with `parseSetting`, exported under its URL key (`export const dir`, for `?dir=`); `<key>.bar.ts`, its label, the text of each option, and the control
 * that sets it (a menu in the settings bar, the toolbar's tab strip, or the panel's own buttons). Apart,
 * because the shell loads every setting for the nav links' queries on every page, home included (whose
 * budget has no room for the rest); the bar's side loads with the workbench.
 */
export type ViewSettingDef = {
  readonly options: readonly string[]
  readonly default?: string
}

export type SettingBar<S extends ViewSettingDef = ViewSettingDef> = {
  readonly label: string
  /** The text of each option that is not its own (see ./bars.ts `optionText`). */
  readonly text: Readonly<Partial<Record<S["options"][number], string>>>
  readonly control: "menu" | "tabs" | "panel"
}

/** A value from the URL, if it is one of the setting's options. */
export const parseSetting = (def: ViewSettingDef, raw: string | null | undefined) =>
  raw != null && def.options.includes(raw) ? raw : undefined
