import { FrameLink } from "./frame-link";
import type { ComponentProps } from "react";
import { cn } from "@/lib/shared/cn";

export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost";
export type ButtonSize = "sm" | "md";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700 disabled:bg-brand-600/60",
  secondary: "bg-white text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50 disabled:text-slate-400",
  danger: "bg-white text-red-700 shadow-sm ring-1 ring-red-200 ring-inset hover:bg-red-50 disabled:text-red-300",
  ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900 disabled:text-slate-400",
};

const SIZES: Record<ButtonSize, string> = {
  sm: "gap-1.5 px-2.5 py-1.5 text-sm",
  md: "gap-2 px-3.5 py-2 text-sm",
};

export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", className?: string): string {
  return cn(
    "inline-flex items-center justify-center rounded-md font-semibold whitespace-nowrap transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed",
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export type ButtonProps = ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: ComponentProps<typeof FrameLink> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <FrameLink className={buttonClasses(variant, size, className)} {...props} />;
}
