import { type LucideIcon, Tag } from "lucide-react";
import type { ReactNode } from "react";

/** One fact of a header's line of facts (a code, a place, a duration): its icon in the brand colour, then the fact. */
export function IconFact({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      <Icon aria-hidden="true" className="size-4 text-brand-700" />
      {children}
    </li>
  );
}

/** A code fact ("Code: UMR-01"): the tag icon, the label, the code in monospace. */
export function CodeFact({ label, code }: { label: string; code: string }) {
  return (
    <IconFact icon={Tag}>
      {label}: <span className="font-mono font-semibold text-slate-900">{code}</span>
    </IconFact>
  );
}
