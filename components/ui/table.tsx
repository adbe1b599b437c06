import { clsx } from "clsx";
import type { ComponentProps, ReactNode } from "react";
import styles from "./table.module.css";

/**
 * panel: a table on a page of its own, in a white panel with its head as a band;
 * plain: a table inside a card, a figure or a section; compact: small print in a narrow column.
 */
export type TableLook = "panel" | "plain" | "compact";

type TableProps = Omit<ComponentProps<"table">, "className" | "children"> & {
  /** The table's accessible name; every table has one. */
  caption: ReactNode;
  /** Read to screen readers only, when a heading next to the table already says it. */
  hideCaption?: boolean;
  look?: TableLook;
  /**
   * Names the scrolling frame and makes it focusable, so the keyboard can scroll a table wider
   * than the screen. Needed when no cell holds a link or a button to scroll to.
   */
  scrollLabel?: string;
  /**
   * False for a table laid out to fit its column (it wraps instead): a frame that scrolls by a
   * pixel, with nothing in it to focus, is a place the keyboard cannot reach.
   */
  scroll?: boolean;
  /** The frame's classes: layout only (margins, a phone layout), never another look. */
  className?: string;
  /** The table's classes: a phone layout, never another look. */
  tableClassName?: string;
  /** Inside the frame, below the table (the pages of a long list). */
  footer?: ReactNode;
  children: ReactNode;
};

/** The app's one table: its frame (scrolling sideways on a narrow screen), caption and look. */
export function Table({ caption, hideCaption, look = "plain", scrollLabel, scroll = true, className, tableClassName, footer, children, ...props }: TableProps) {
  return (
    <div
      className={clsx(scroll && styles.scroll, look !== "plain" && styles[look], scrollLabel && styles.region, className) || undefined}
      {...(scrollLabel ? { tabIndex: 0, role: "region", "aria-label": scrollLabel } : {})}
    >
      <table className={clsx(styles.table, tableClassName)} {...props}>
        <caption className={hideCaption ? "sr-only" : styles.caption}>{caption}</caption>
        {children}
      </table>
      {footer}
    </div>
  );
}

/** A column's heading (scope "col") or a row's (scope "row", the row's first cell). */
export function TableHeader({ scope, numeric, className, ...props }: ComponentProps<"th"> & { scope: "col" | "row"; numeric?: boolean }) {
  return <th scope={scope} className={clsx(numeric && styles.numeric, className) || undefined} {...props} />;
}

/** A cell; numeric ones are aligned right, their digits in columns. */
export function TableCell({ numeric, className, ...props }: ComponentProps<"td"> & { numeric?: boolean }) {
  return <td className={clsx(numeric && styles.numeric, className) || undefined} {...props} />;
}
