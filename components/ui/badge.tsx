import { clsx } from "clsx";
import type { ReactNode } from "react";
import styles from "./badge.module.css";

export type BadgeTone = "neutral" | "brand" | "success" | "warning" | "danger";

/** A short label in a tone; `className` adds spacing (margins), never another look. */
export function Badge({ tone = "neutral", children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={clsx(styles.badge, styles[tone], className)}>{children}</span>;
}
