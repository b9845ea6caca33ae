import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "#app/shared/ui/page-header";

/**
 * A download button: a link the browser saves (the server names the file), its icon in front of
 * its label; inert (a disabled button) until there is something to download.
 */
export function DownloadLink({
  href,
  icon: Icon,
  children,
  testId,
}: {
  href: string | undefined;
  icon: LucideIcon;
  children: ReactNode;
  testId: string;
}) {
  const content = (
    <>
      <Icon aria-hidden className="size-4" />
      {children}
    </>
  );
  if (!href)
    return (
      <button type="button" className={buttonClass.secondary} disabled data-testid={testId}>
        {content}
      </button>
    );
  return (
    <a href={href} download className={buttonClass.secondary} data-testid={testId}>
      {content}
    </a>
  );
}
