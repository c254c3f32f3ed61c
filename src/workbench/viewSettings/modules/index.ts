import { dir } from "./dir"
import { locale } from "./locale"
import { panel } from "./panel"
import { tab } from "./tab"
import { theme } from "./theme"
import { width } from "./width"

/** Every view setting, in the settings bar's order. */
export const viewSchema = { dir, locale, theme, width, tab, panel }
