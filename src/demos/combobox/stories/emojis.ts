/** A skin tone an emoji may take, "none" for the default yellow. */
export type SkinTone = "none" | "light" | "medium-light" | "medium" | "medium-dark" | "dark"

/** One emoji of the picker: `value` is its code (the same in every skin tone), `emoji` what it shows. */
export type EmojiItem = {
  value: string
  label: string
  emoji: string
  group: number
  /** Its label and tags, lower case, for the search. */
  words: string
  /** Its look in each skin tone, if it takes them. */
  skins?: Partial<Record<SkinTone, string>>
}

/** The skin tones, each with a raised hand in it for its button. */
export const skinTones: readonly { tone: SkinTone; label: string; hand: string }[] = [
  { tone: "none", label: "Default skin tone", hand: "✋" },
  { tone: "light", label: "Light skin tone", hand: "✋🏻" },
  { tone: "medium-light", label: "Medium-light skin tone", hand: "✋🏼" },
  { tone: "medium", label: "Medium skin tone", hand: "✋🏽" },
  { tone: "medium-dark", label: "Medium-dark skin tone", hand: "✋🏾" },
  { tone: "dark", label: "Dark skin tone", hand: "✋🏿" },
]

/** Emojibase's groups a picker shows (group 2 holds the bare skin tone and hair components). */
export const categories: readonly { group: number; label: string; icon: string }[] = [
  { group: 0, label: "Smileys & Emotion", icon: "😀" },
  { group: 1, label: "People & Body", icon: "👋" },
  { group: 3, label: "Animals & Nature", icon: "🐱" },
  { group: 4, label: "Food & Drink", icon: "🍎" },
  { group: 5, label: "Travel & Places", icon: "🚗" },
  { group: 6, label: "Activities", icon: "⚽" },
  { group: 7, label: "Objects", icon: "💡" },
  { group: 8, label: "Symbols", icon: "❤️" },
  { group: 9, label: "Flags", icon: "🏁" },
]

// the Unicode skin tone modifiers, as emojibase writes them in its codes
const modifiers: Record<string, SkinTone> = {
  "1F3FB": "light",
  "1F3FC": "medium-light",
  "1F3FD": "medium",
  "1F3FE": "medium-dark",
  "1F3FF": "dark",
}

/** A variant's one skin tone; none for a mixed one (two people of different tones). */
function toneOf(hexcode: string): SkinTone | undefined {
  const tones = new Set(hexcode.split("-").flatMap((part) => modifiers[part] ?? []))
  return tones.size === 1 ? [...tones][0] : undefined
}

let loading: Promise<EmojiItem[]> | undefined

/**
 * The picker's emojis, in emojibase's order: its English compact data set, fetched as its own chunk the first
 * time it is asked for (no other page loads it).
 */
export function loadEmojis(): Promise<EmojiItem[]> {
  loading ??= import("emojibase-data/en/compact.json").then(({ default: data }) =>
    data.flatMap((entry) => {
      if (entry.group === undefined || entry.group === 2) return []
      const skins: Partial<Record<SkinTone, string>> = {}
      for (const skin of entry.skins ?? []) {
        const tone = toneOf(skin.hexcode)
        if (tone) skins[tone] = skin.unicode
      }
      const item: EmojiItem = {
        value: entry.hexcode,
        label: entry.label,
        emoji: entry.unicode,
        group: entry.group,
        words: [entry.label, ...(entry.tags ?? [])].join(" ").toLowerCase(),
        skins: entry.skins ? skins : undefined,
      }
      return [item]
    }),
  )
  // a failed fetch may be tried again
  loading.catch(() => (loading = undefined))
  return loading
}
