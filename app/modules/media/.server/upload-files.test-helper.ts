import sharp from "sharp";
import { createUser } from "#test/factories";
import { loginAs, type TestApp } from "#test/setup/app";

/** An image of one colour, of any size, to encode as the test needs (`.jpeg()`, `.png()`…). */
export const solidImage = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 90 } } });

/** A minimal valid one-page PDF. */
export const MINIMAL_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R/Size 4>>\n%%EOF\n",
);

/** The upload tests' users, signed in (bearer tokens): an admin, the customer who owns the files, another customer. */
export async function signInUploaders(t: TestApp) {
  await createUser(t.db, { username: "boss", role: "admin", password: "Secret123!" });
  await createUser(t.db, { username: "siti", password: "Secret123!" });
  await createUser(t.db, { username: "budi", password: "Secret123!" });
  return {
    admin: await loginAs(t.app, "boss", "Secret123!"),
    customer: await loginAs(t.app, "siti", "Secret123!"),
    other: await loginAs(t.app, "budi", "Secret123!"),
  };
}
