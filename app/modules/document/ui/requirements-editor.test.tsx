// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DOCUMENT_KINDS, type RequirementDto } from "#app/modules/document/document.contract";
import { UMRAH_DEFAULT_REQUIREMENTS } from "#app/modules/document/document.rules";
import { type ApiCall, mockApi, renderScreen } from "#test/ui/render-screen";
import { RequirementsEditor } from "./requirements-editor";

const TOUR_ID = 7;
const REQUIREMENTS = `/tour/${TOUR_ID}/document-requirements`;

/** The package's requirements as loaded; a PUT answers with the list it was sent. */
function api(loaded: RequirementDto[]) {
  return mockApi({
    [`GET ${REQUIREMENTS}`]: { data: loaded },
    [`PUT ${REQUIREMENTS}`]: (call: ApiCall) => ({
      body: { message: "Requirements saved", data: (call.body as { requirements: RequirementDto[] }).requirements },
    }),
  });
}

function renderEditor() {
  return renderScreen(<RequirementsEditor tourId={TOUR_ID} tourName="UMR-9 · Umrah Reguler 9 Hari" />, {
    path: `/panel/tour/${TOUR_ID}/documents`,
  });
}

/** What one kind's row shows: asked or not, for whom, how many days before departure. */
function rowOf(kind: string) {
  const row = screen.getByTestId(`requirement-${kind}`);
  return {
    on: (within(row).getByRole("checkbox") as HTMLInputElement).checked,
    applies_to: (within(row).getByRole("combobox") as HTMLSelectElement).value,
    due_days: (within(row).getByRole("spinbutton") as HTMLInputElement).value,
  };
}

const puts = (calls: ApiCall[]) => calls.filter((c) => c.method === "PUT" && c.path === REQUIREMENTS);

describe("RequirementsEditor", () => {
  it("'Use umrah defaults' fills the list with the umrah defaults, and saving sends that whole list", async () => {
    // A package that asked only for a passport, of women, 10 days ahead.
    const { calls } = api([{ kind: "passport", applies_to: "women", due_days: 10 }]);
    const user = userEvent.setup();
    renderEditor();
    await screen.findByTestId("document-requirements");
    expect(rowOf("passport")).toEqual({ on: true, applies_to: "women", due_days: "10" });
    expect(rowOf("meningitis").on).toBe(false);

    await user.click(screen.getByRole("button", { name: "Use umrah defaults" }));
    for (const kind of DOCUMENT_KINDS) {
      const wanted = UMRAH_DEFAULT_REQUIREMENTS.find((r) => r.kind === kind);
      if (wanted)
        expect(rowOf(kind)).toEqual({ on: true, applies_to: wanted.applies_to, due_days: String(wanted.due_days) });
      else expect(rowOf(kind).on).toBe(false);
    }
    // Nothing is sent before Save.
    expect(puts(calls)).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Save requirements" }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].body).toEqual({ requirements: UMRAH_DEFAULT_REQUIREMENTS });
  });

  it("saving after an edit sends every asked document, not only the one changed, and none that is off", async () => {
    const { calls } = api([
      { kind: "passport", applies_to: "all", due_days: 45 },
      { kind: "family_card", applies_to: "all", due_days: 45 },
      { kind: "meningitis", applies_to: "all", due_days: 21 },
    ]);
    const user = userEvent.setup();
    renderEditor();
    await screen.findByTestId("document-requirements");

    // Meningitis 14 days ahead, the national ID card asked of adults, the family card no more.
    const meningitis = within(screen.getByTestId("requirement-meningitis")).getByRole("spinbutton");
    await user.clear(meningitis);
    await user.type(meningitis, "14");
    const nationalId = screen.getByTestId("requirement-national_id");
    await user.click(within(nationalId).getByRole("checkbox"));
    await user.selectOptions(within(nationalId).getByRole("combobox"), "adults");
    await user.click(within(screen.getByTestId("requirement-family_card")).getByRole("checkbox"));

    await user.click(screen.getByRole("button", { name: "Save requirements" }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].body).toEqual({
      requirements: [
        { kind: "passport", applies_to: "all", due_days: 45 },
        { kind: "national_id", applies_to: "adults", due_days: 30 },
        { kind: "meningitis", applies_to: "all", due_days: 14 },
      ],
    });
  });
});
