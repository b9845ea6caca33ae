import type { LucideIcon } from "lucide-react";
import { ActionButton } from "#app/shared/ui/buttons/action-button";
import { PageHeader } from "#app/shared/ui/page-header";

/**
 * A screen of the panel's Office section (staff accounts, branches): its title, a sentence about
 * it and the button that opens the add dialog, then the list and the dialog (`children`).
 */
export function OfficeScreen({
  title,
  intro,
  add,
  children,
}: {
  title: string;
  intro: string;
  add: { label: string; icon: LucideIcon; onClick: () => void; testId: string };
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={title}
        description={intro}
        actions={
          <ActionButton look="primary" icon={add.icon} large onClick={add.onClick} data-testid={add.testId}>
            {add.label}
          </ActionButton>
        }
      />
      {children}
    </div>
  );
}
