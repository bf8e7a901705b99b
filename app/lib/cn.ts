import { clsx, type ClassValue } from "clsx";

/** Joins class names; conflicting utilities are avoided by construction rather than merged at run time. */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
