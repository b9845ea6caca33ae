import { eq } from "drizzle-orm";
import { roomTypes } from "#db/schema";
import { createPackage, tr } from "#test/factories";

type PackageOverrides = NonNullable<Parameters<typeof createPackage>[1]>;
type DepartureOverrides = NonNullable<PackageOverrides["departures"]>[number];

/**
 * A package sold by the room, as the rooms and seats tests book it: Quad (4 beds) at 32,900,000
 * and Double (2 beds) at 37,900,000 a person, named in the three languages, and one departure
 * (`departure`: its dates, capacity, child and infant prices; `doubleBeds`: how many Double beds
 * it has, unlimited when absent). The rest goes to the package (one pax at the least unless said).
 * Gives the package and its room types' ids.
 */
export async function createRoomsPackage(
  db: Parameters<typeof createPackage>[0],
  opts: Omit<PackageOverrides, "roomTypes" | "departures"> & {
    doubleBeds?: number;
    departure?: DepartureOverrides;
  } = {},
) {
  const { doubleBeds, departure, ...values } = opts;
  const pkg = await createPackage(db, {
    minPax: 1,
    ...values,
    roomTypes: [
      { code: "quad", beds: 4, name: tr("Quad", "Quad", "Kuad") },
      { code: "double", beds: 2, name: tr("Dobel", "Double", "Berdua") },
    ],
    departures: [
      {
        ...departure,
        fares: [
          { code: "quad", price: 32_900_000 },
          { code: "double", price: 37_900_000, bedAllotment: doubleBeds ?? null },
        ],
      },
    ],
  });
  const types = await db.select().from(roomTypes).where(eq(roomTypes.packageId, pkg.id));
  const idOf = (code: string) => {
    const type = types.find((r) => r.code === code);
    if (!type) throw new Error(`no room type ${code}`);
    return type.id;
  };
  return { pkg, room: { quad: idOf("quad"), double: idOf("double") } };
}
