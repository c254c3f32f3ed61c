/** The multiple-trigger story's team: four people who share one hover card. */
export type Member = {
  id: string
  name: string
  handle: string
  avatar: string
  bio: string
  followers: number
  following: number
}

export const team: Member[] = [
  {
    id: "alice",
    name: "Alice Johnson",
    handle: "@alice",
    avatar: "/images/avatar/avatar-1.webp",
    bio: "Design systems lead. Writes about accessible components and color.",
    followers: 2480,
    following: 312,
  },
  {
    id: "bob",
    name: "Bob Smith",
    handle: "@bob",
    avatar: "/images/avatar/avatar-2.webp",
    bio: "Front-end engineer who turns state charts into tidy widgets.",
    followers: 1175,
    following: 198,
  },
  {
    id: "charlie",
    name: "Charlie Brown",
    handle: "@charlie",
    avatar: "/images/avatar/avatar-3.webp",
    bio: "Keeps the build fast and the tests honest.",
    followers: 864,
    following: 421,
  },
  {
    id: "diana",
    name: "Diana Prince",
    handle: "@diana",
    avatar: "/images/avatar/avatar-4.webp",
    bio: "Product manager. Asks what the person on the other side of the screen sees.",
    followers: 3902,
    following: 87,
  },
]
