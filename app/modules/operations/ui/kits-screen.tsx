import { useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, PackageCheck, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { BookingStatusBadge } from "#app/modules/booking/ui/booking-kit";
import { groundClient, groundKeys, groundQueries } from "#app/modules/operations/operations.api-client";
import {
  type KitGuestDto,
  type KitItemDto,
  type KitItemInput,
  kitItemInput,
} from "#app/modules/operations/ground.contract";
import { KIT_ITEM_FOR } from "#app/modules/operations/kit.rules";
import { translationFields } from "#app/shared/translatable.contract";
import { InputField, SelectField } from "#app/shared/ui/bound-fields";
import { ActionButton } from "#app/shared/ui/buttons/action-button";
import { EditDialog } from "#app/shared/ui/form-dialog";
import { emptyTranslations, toTranslationFields } from "#app/shared/ui/form-values";
import { DialogForm } from "#app/shared/ui/list-kit";
import { Badge, buttonClass, FormSection } from "#app/shared/ui/page-header";
import { useRecordEditor } from "#app/shared/ui/record-editor-page";
import { TranslatedFields } from "#app/shared/ui/record-fields";
import { toast } from "#app/shared/ui/toast";
import { useDeleteRecord } from "#app/shared/ui/use-record-actions";
import { DepartureScreen } from "./departure-nav";
import { useGroundFormat } from "./ground-format";
import { KitHandoverDialog } from "./kit-handover-dialog";

/**
 * A departure's equipment kits (docs/product.md §Departure operations): the package's items (by
 * gender and size, shared by every departure of the package) edited in a dialog, then each guest
 * with the items that apply to them and their kit's handover, or the button that hands it over.
 */
export function KitsScreen({ tourId, timeId }: { tourId: number; timeId: number }) {
  const { t } = useTranslation(["operations", "booking_panel"]);
  const fmt = useGroundFormat();
  const queryClient = useQueryClient();
  const query = useQuery(groundQueries.kits(timeId));
  const deleteRecord = useDeleteRecord();
  const [editing, setEditing] = useState<KitItemDto | "new" | null>(null);
  const [handing, setHanding] = useState<KitGuestDto | null>(null);
  const data = query.data?.data;
  const frame = { tourId, timeId, title: t("kits.title"), backLabel: t("back"), query };
  if (!data) return <DepartureScreen {...frame} loaded={false} />;

  const labelOf = (id: number) => data.items.find((i) => i.id === id)?.label ?? "";
  return (
    <DepartureScreen
      {...frame}
      loaded
      description={t("heading", {
        tour: `${data.departure.tour.name} (${data.departure.tour.code})`,
        dates: fmt.range(data.departure.start_date, data.departure.end_date),
      })}
    >
      <FormSection
        title={t("kits.items")}
        description={t("kits.items_intro", { tour: data.departure.tour.name })}
        className="mb-6"
        testId="kit-items"
        actions={
          <ActionButton look="secondary" icon={Plus} onClick={() => setEditing("new")} data-testid="kit-item-add">
            {t("kits.add_item")}
          </ActionButton>
        }
      >
        {data.items.length === 0 ? (
          <p className="text-sm text-slate-600">{t("kits.no_items")}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {data.items.map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-2 py-2" data-testid="kit-item">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{item.label}</p>
                  <p className="text-sm text-slate-600">
                    {t(`kits.for.${item.for}`)} ·{" "}
                    {item.sizes.length > 0 ? t("kits.sizes_are", { sizes: item.sizes.join(", ") }) : t("kits.one_size")}
                  </p>
                </div>
                <div className="flex shrink-0 items-center">
                  <button
                    type="button"
                    className={buttonClass.icon}
                    onClick={() => setEditing(item)}
                    title={t("kits.edit_item", { name: item.label })}
                    data-testid="kit-item-edit"
                  >
                    <Pencil aria-hidden className="size-4" />
                    <span className="sr-only">{t("kits.edit_item", { name: item.label })}</span>
                  </button>
                  <button
                    type="button"
                    className={buttonClass.iconDanger}
                    onClick={() =>
                      void deleteRecord(() => groundClient.deleteItem(timeId, item.id), {
                        invalidate: [groundKeys.kits(timeId)],
                        name: item.label,
                      })
                    }
                    title={t("kits.delete_item", { name: item.label })}
                    data-testid="kit-item-delete"
                  >
                    <Trash2 aria-hidden className="size-4" />
                    <span className="sr-only">{t("kits.delete_item", { name: item.label })}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </FormSection>

      <FormSection title={t("kits.guests")} className="mb-6" testId="kit-guests">
        <p className="mb-3 text-sm text-slate-700" data-testid="kit-summary" aria-live="polite">
          {data.guests.length === 0
            ? t("kits.no_guests")
            : t("kits.summary", { issued: data.issued, total: data.guests.length })}
        </p>
        <ul className="divide-y divide-slate-100">
          {data.guests.map((g) => (
            <li
              key={g.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
              data-testid="kit-guest"
            >
              <div className="min-w-0 space-y-1 text-sm">
                <p className="font-medium break-words text-slate-900">{g.full_name}</p>
                <p className="flex flex-wrap items-center gap-1.5 text-slate-600">
                  {g.booking_code} · {t(`booking_panel:gender.${g.gender}`)}
                  {g.paid_in_full ? null : <BookingStatusBadge status={g.booking_status} />}
                </p>
                <p className="text-slate-700" data-testid="kit-guest-items">
                  {g.items.length > 0 ? g.items.map(labelOf).join(", ") : t("kits.no_items_for")}
                </p>
                {g.kit ? <KitLine guest={g} /> : null}
              </div>
              <div className="shrink-0">
                {g.kit ? (
                  <Badge tone="green" testId="kit-issued">
                    <PackageCheck aria-hidden className="size-3.5" />
                    {t("kits.issued")}
                  </Badge>
                ) : (
                  <ActionButton
                    look="secondary"
                    icon={PackageCheck}
                    onClick={() => setHanding(g)}
                    aria-label={t("kits.handover_title", { name: g.full_name })}
                    data-testid="kit-handover"
                  >
                    {t("kits.handover")}
                  </ActionButton>
                )}
              </div>
            </li>
          ))}
        </ul>
      </FormSection>

      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        titles={[t("kits.add_item"), t("kits.edit_item_title")]}
        description={t("kits.items_intro", { tour: data.departure.tour.name })}
        testId="kit-item-dialog"
      >
        {(record) => <KitItemForm timeId={timeId} record={record} onDone={() => setEditing(null)} />}
      </EditDialog>
      <KitHandoverDialog
        timeId={timeId}
        guest={handing}
        items={data.items}
        onClose={() => setHanding(null)}
        onDone={(res) => {
          queryClient.setQueryData(groundKeys.kits(timeId), { data: res.data });
          toast.success(res.message);
          setHanding(null);
        }}
      />
    </DepartureScreen>
  );
}

/** What was handed to a guest: when, the size, how, by whom, and the reason of an override. */
function KitLine({ guest }: { guest: KitGuestDto }) {
  const { t } = useTranslation("operations");
  const fmt = useGroundFormat();
  const kit = guest.kit!;
  return (
    <div className="space-y-0.5 text-slate-700" data-testid="kit-line">
      <p>
        {[
          t("kits.issued_on_day", { date: fmt.day(kit.issued_on) }),
          kit.size ? t("kits.size_is", { size: kit.size }) : null,
          kit.handover === "courier"
            ? t("kits.sent_by", { courier: kit.courier, tracking: kit.tracking })
            : t("kits.by.pickup"),
          kit.issued_by ? t("kits.recorded_by", { name: kit.issued_by.name }) : null,
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {kit.override_reason ? (
        <p className="flex items-start gap-1 text-amber-900" data-testid="kit-override">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{t("kits.overridden", { reason: kit.override_reason })}</span>
        </p>
      ) : null}
    </div>
  );
}

/** The item form: the name in each language, whom it is for, its sizes written "S, M, L" (none = one size). */
const itemForm = z
  .object({ name: translationFields, for: z.enum(KIT_ITEM_FOR), sizes: z.string() })
  .transform(
    (v): KitItemInput => ({
      name: v.name,
      for: v.for,
      sizes: v.sizes
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    }),
  )
  .pipe(kitItemInput);
const EMPTY: z.input<typeof itemForm> = { name: emptyTranslations(), for: "all", sizes: "" };
const toValues = (i: KitItemDto): z.input<typeof itemForm> => ({
  name: toTranslationFields(i.name),
  for: i.for,
  sizes: i.sizes.join(", "),
});

function KitItemForm({ timeId, record, onDone }: { timeId: number; record?: KitItemDto; onDone: () => void }) {
  const { t } = useTranslation("operations");
  const { form, tabs, submit, saving } = useRecordEditor({
    schema: itemForm,
    record,
    empty: EMPTY,
    toValues,
    writes: {
      // The answer is the whole kits screen's data, not the item: nothing to go to after saving.
      create: async (input: z.output<typeof itemForm>) => ({
        message: (await groundClient.addItem(timeId, input)).message,
      }),
      update: (id: number, input: z.output<typeof itemForm>) => groundClient.updateItem(timeId, id, input),
      remove: (id: number) => groundClient.deleteItem(timeId, id),
    },
    invalidate: groundKeys.kits(timeId),
    onSaved: onDone,
  });
  return (
    <DialogForm testId="kit-item" onSubmit={submit} saving={saving} onCancel={onDone}>
      <TranslatedFields
        form={form}
        tabs={tabs}
        testId="kit-item"
        fields={[{ name: "name", label: t("kits.item_name"), required: true }]}
      />
      <SelectField
        form={form}
        name="for"
        label={t("kits.item_for")}
        required
        options={KIT_ITEM_FOR.map((f) => ({ value: f, label: t(`kits.for.${f}`) }))}
        data-testid="kit-item-for"
      />
      <InputField
        form={form}
        name="sizes"
        label={t("kits.item_sizes")}
        hint={t("kits.item_sizes_hint")}
        optional
        data-testid="kit-item-sizes"
      />
    </DialogForm>
  );
}
