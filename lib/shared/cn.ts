import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Class names combined the Tailwind way: of two conflicting utilities the later wins (an error's ring over the default one). */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
