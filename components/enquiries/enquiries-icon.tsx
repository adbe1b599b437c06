import type { SVGProps } from "react";

/** An inbox tray: the navigation's icon for enquiries (same drawing style as components/icons.tsx). */
export function EnquiriesIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="size-5"
      {...props}
    >
      <path d="M3 13.5 5.5 5h13l2.5 8.5" />
      <path d="M3 13.5V19h18v-5.5h-5.5a3.5 3.5 0 0 1-7 0H3Z" />
    </svg>
  );
}
