/** Eight made-up brand names for the /marquee strip (text only: no logos from anywhere). */
export const sampleBrands = [
  "Northwind",
  "Bluepeak",
  "Copperleaf",
  "Lumen & Co",
  "Orbitra",
  "Pinecrest",
  "Quillby",
  "Sundial Labs",
]
