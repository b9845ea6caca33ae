import { describe, expect, it } from "vitest";
import { MARITAL_STATUSES } from "#app/modules/booking/booking.contract";
import { EDUCATION_LEVELS, OCCUPATIONS } from "#app/modules/booking/ministry.rules";
import { PACKAGE_KINDS } from "#app/modules/catalog/catalog.contract";
import { KIT_HANDOVERS, KIT_ITEM_FOR } from "#app/modules/operations/kit.rules";
import { VISA_STATUSES } from "#app/modules/operations/visa.rules";
import { educationLevel, kitHandover, kitItemFor, maritalStatus, occupation, packageKind, visaState } from "#db/schema";

/*
 * Decision 081's lists are written twice on purpose: in the modules' rules (which the forms and the
 * server validate with) and in the schema's enums (which stays free of module code). They must
 * stay equal, or a value the form offers is one the database refuses.
 */
describe("the departure operations' lists and the database's enums", () => {
  it.each([
    ["marital_status", MARITAL_STATUSES, maritalStatus.enumValues],
    ["education_level", EDUCATION_LEVELS, educationLevel.enumValues],
    ["occupation", OCCUPATIONS, occupation.enumValues],
    ["package_kind", PACKAGE_KINDS, packageKind.enumValues],
    ["visa_state", VISA_STATUSES, visaState.enumValues],
    ["kit_item_for", KIT_ITEM_FOR, kitItemFor.enumValues],
    ["kit_handover", KIT_HANDOVERS, kitHandover.enumValues],
  ])("%s", (_name, list, values) => {
    expect([...list]).toEqual([...values]);
  });
});
