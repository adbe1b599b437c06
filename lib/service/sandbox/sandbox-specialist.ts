import { hashString } from "../inventory/random";

const SPECIALISTS = [
  "Amara Okafor", "Lucas Moreau", "Priya Raman", "Tomás Ibarra", "Hannah Becker", "Kenji Watanabe", "Sofia Lindqvist", "Omar Haddad",
] as const;

/** The sandbox's accommodation specialist for an enquiry: always the same one for it. */
export function sandboxSpecialist(serviceReference: string): string {
  return SPECIALISTS[hashString(serviceReference) % SPECIALISTS.length] as string;
}
