/** The three steps of the /steps sign-up form: each step's title and its one field. */
export type FormStep = {
  title: string
  field: { name: string; label: string; type: "text" | "email"; autoComplete: string }
}

export const signUpSteps: FormStep[] = [
  { title: "Account", field: { name: "email", label: "Email", type: "email", autoComplete: "email" } },
  { title: "Profile", field: { name: "fullName", label: "Full name", type: "text", autoComplete: "name" } },
  {
    title: "Review",
    field: { name: "signature", label: "Sign with your initials", type: "text", autoComplete: "off" },
  },
]
