import type { LucideIcon } from "lucide-react";
import type { ButtonHTMLAttributes } from "react";
import { buttonClass } from "#app/shared/ui/page-header";

/**
 * A button of the kit's look (`buttonClass`) with its icon in front of its label; the icon is
 * decoration (aria-hidden), the label names the button. A plain button unless `type` says submit;
 * `large` draws the icon at size 5, `className` adds to the look (a margin).
 */
export function ActionButton({
  look,
  icon: Icon,
  large,
  className,
  children,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  look: "primary" | "secondary" | "danger";
  icon: LucideIcon;
  large?: boolean;
}) {
  return (
    <button type="button" className={className ? `${buttonClass[look]} ${className}` : buttonClass[look]} {...button}>
      <Icon aria-hidden className={large ? "size-5" : "size-4"} />
      {children}
    </button>
  );
}
