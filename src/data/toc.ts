/** The /toc article: sections at two heading levels (3 and 4, below the page's h1 and h2), each with its paragraphs. */
export type ArticleSection = { id: string; title: string; level: 3 | 4; paragraphs: string[] }

export const sourdoughArticle: ArticleSection[] = [
  {
    id: "toc-introduction",
    title: "Introduction",
    level: 3,
    paragraphs: [
      "A sourdough starter is a living culture of wild yeast and lactic acid bacteria kept in a jar of flour and water. Bakers use a spoonful of it in place of commercial yeast.",
      "Once it is established, a starter can be kept going for years. This guide covers what it needs, how often to feed it and what to do when it misbehaves.",
    ],
  },
  {
    id: "toc-ingredients",
    title: "Ingredients",
    level: 3,
    paragraphs: [
      "A starter needs only two ingredients, but their quality shows in how lively the culture becomes during its first weeks.",
    ],
  },
  {
    id: "toc-flour",
    title: "Flour",
    level: 4,
    paragraphs: [
      "Whole wheat or rye flour carries more of the microbes and nutrients a young culture feeds on. Many bakers start with rye and switch to white flour once the starter rises reliably.",
      "Bleached flour works poorly: the treatment removes much of what the yeast lives on.",
    ],
  },
  {
    id: "toc-water",
    title: "Water",
    level: 4,
    paragraphs: [
      "Use water at room temperature. Heavily chlorinated tap water can slow the culture down; leaving it in an open jug overnight lets most of the chlorine escape.",
    ],
  },
  {
    id: "toc-feeding",
    title: "Feeding",
    level: 3,
    paragraphs: [
      "Feeding means discarding most of the starter and mixing the rest with fresh flour and water. The discard keeps the jar from overflowing and the culture from going hungry.",
      "A common ratio is one part starter to one part flour and one part water, by weight.",
    ],
  },
  {
    id: "toc-schedule",
    title: "Schedule",
    level: 4,
    paragraphs: [
      "At room temperature, feed once or twice a day. The starter is ready to bake with when it has doubled in size and a spoonful floats in water.",
      "Write the feeding times on a strip of tape on the jar for the first weeks; the rhythm soon becomes a habit.",
    ],
  },
  {
    id: "toc-storing",
    title: "Storing",
    level: 3,
    paragraphs: [
      "A starter that is used only on weekends can live in the refrigerator and be fed once a week. Take it out a day before baking and give it two feedings to wake it up.",
      "For a long break, spread a thin layer on baking paper, let it dry completely and keep the flakes in a sealed jar.",
    ],
  },
  {
    id: "toc-troubleshooting",
    title: "Troubleshooting",
    level: 3,
    paragraphs: [
      "A grey liquid on top is alcohol produced by a hungry culture: pour it off or stir it in, then feed. A pink or orange tint, on the other hand, means the jar has spoiled and should be thrown away.",
      "A starter that stops rising usually needs a warmer spot or a few feedings with whole grain flour.",
      "If it smells sharply of nail polish, it is starving: feed it more often for a few days.",
    ],
  },
]
