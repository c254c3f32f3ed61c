export const tabItems = [
  {
    id: "nils",
    label: "Nils Frahm",
    content:
      "Nils Frahm is a German musician, composer and record producer based in Berlin. He is known for combining classical and electronic music and for an unconventional approach to the piano in which he mixes a grand piano, upright piano, Roland Juno-60, Rhodes piano, drum machine, and Moog Taurus.",
  },
  {
    id: "agnes",
    label: "Agnes Obel",
    content:
      "Agnes Caroline Thaarup Obel is a Danish singer and songwriter. Her first album, Philharmonics, was released by PIAS Recordings on 4 October 2010 in Europe. Philharmonics was certified gold in June 2011 by the Belgian Entertainment Association (BEA) for sales of 10,000 copies.",
  },
  {
    id: "joke",
    label: "Joke",
    content: "Fear of complicated buildings: a complex complex complex.",
  },
] as const
