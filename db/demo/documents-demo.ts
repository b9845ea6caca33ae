import { eq, like } from "drizzle-orm";
import type { Db } from "#app/shared/db.server";
import { UMRAH_DEFAULT_REQUIREMENTS } from "#app/modules/document/document.rules";
import { categories, packageCategories, packageDocumentRequirements } from "../schema";

/**
 * The demo's umrah packages (categories umrah-*) ask their guests for the usual umrah documents
 * (docs/product.md §Pilgrim documents), so the booking pages and the readiness board have
 * something to show.
 */
export async function createDemoDocumentRequirements(db: Db): Promise<void> {
  const rows = await db
    .selectDistinct({ packageId: packageCategories.packageId })
    .from(packageCategories)
    .innerJoin(categories, eq(categories.id, packageCategories.categoryId))
    .where(like(categories.slug, "umrah-%"));
  const values = rows.flatMap(({ packageId }) =>
    UMRAH_DEFAULT_REQUIREMENTS.map((r, position) => ({
      packageId,
      kind: r.kind,
      appliesTo: r.applies_to,
      dueDays: r.due_days,
      position,
    })),
  );
  if (values.length) await db.insert(packageDocumentRequirements).values(values);
}
