import { useQueryClient } from "@tanstack/react-query";
import {
  BedDouble,
  CalendarDays,
  ClipboardCheck,
  CalendarPlus,
  Copy,
  Pencil,
  Plane,
  TriangleAlert,
} from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "#app/shared/http/client";
import type { Locale } from "#app/shared/i18n/config";
import { pickLocale } from "#app/shared/translate";
import { toast } from "#app/shared/ui/toast";
import { z } from "zod";
import { type DepartureDto, type DepartureInput, departureInput } from "#app/modules/catalog/catalog.contract";
import { todayOf } from "#app/modules/catalog/catalog.rules";
import { catalogClient, catalogKeys } from "#app/modules/catalog/catalog.api-client";
import { InputField, MoneyField, NumberField, TextareaField } from "#app/shared/ui/bound-fields";
import { DialogForm } from "#app/shared/ui/list-kit";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { type ColumnDef, DataTable, EmptyState } from "#app/shared/ui/data-table";
import { recordColumn } from "#app/shared/ui/record-column";
import { useFormatDate } from "#app/shared/ui/format-date";
import { FormDialog } from "#app/shared/ui/form-dialog";
import { numberField, optionalText } from "#app/shared/ui/form-values";
import { useSiteMoney } from "#app/shared/ui/money-input";
import { Badge, FormSection } from "#app/shared/ui/page-header";
import { handleWriteError } from "#app/shared/http/panel-api";
import { RowAction, RowActions } from "#app/shared/ui/row-actions";
import { useConfirmUpdate, useDeleteRecord } from "#app/shared/ui/use-record-actions";
import { CopyFaresForm } from "./copy-fares-form";
import { checkFareRows, FareGrid, type GridRoomType, faresOf, fareRowSchema, fareRows, gridErrors } from "./fare-grid";
import type { TourEdit } from "./tour-form-schema";
import { ActionButton } from "#app/shared/ui/buttons/action-button";
import { useCan } from "#app/modules/account/ui/use-can";

const byStart = (a: DepartureDto, b: DepartureDto) =>
  a.start_date.localeCompare(b.start_date) || a.end_date.localeCompare(b.end_date) || a.id - b.id;

/**
 * The departures of a saved package (docs/product.md §Catalogue, §Rooms and travellers): dates,
 * capacity, an optional price override, open or closed, with seats left and "full booked", and
 * each one's fare grid, which can be copied to other departures. Each change is saved at once
 * through /tour/{id}/time, apart from the package form.
 */
export function DeparturesSection({
  tourId,
  initial,
  basePrice,
  defaultCapacity,
  roomTypes: savedRoomTypes,
  published,
}: {
  tourId: number;
  initial: DepartureDto[];
  basePrice: number;
  defaultCapacity: number;
  /** The package's saved room types: the rows of every fare grid. */
  roomTypes: TourEdit["room_types"];
  /** The package form says "published": then it should have a departure selling a room. */
  published: boolean;
}) {
  const { t, i18n } = useTranslation("catalog_admin");
  const { format } = useSiteMoney();
  const formatDate = useFormatDate();
  const deleteRecord = useDeleteRecord();
  const queryClient = useQueryClient();
  const [departures, setDepartures] = useState(() => [...initial].sort(byStart));
  const [editing, setEditing] = useState<DepartureDto | "new" | null>(null);
  const [copying, setCopying] = useState<DepartureDto | null>(null);
  const locale = i18n.language as Locale;
  const roomTypes = useMemo<GridRoomType[]>(
    () => savedRoomTypes.map((r) => ({ id: r.id, code: r.code, name: pickLocale(r.name, locale), beds: r.beds })),
    [savedRoomTypes, locale],
  );
  // Decision 031: a published package should have an open, upcoming departure selling a room.
  const today = todayOf(new Date());
  const noRoomOnSale = published && !departures.some((d) => d.is_open && d.start_date > today && d.fares.length > 0);

  // A fresh load of the package (after saving it) brings the server's list.
  useEffect(() => setDepartures([...initial].sort(byStart)), [initial]);

  const saved = useCallback(
    (d: DepartureDto) => {
      setDepartures((list) => [...list.filter((x) => x.id !== d.id), d].sort(byStart));
      setEditing(null);
      // The list screen shows the next departure.
      void queryClient.invalidateQueries({ queryKey: catalogKeys.tourLists });
    },
    [queryClient],
  );

  const copied = useCallback(
    (updated: DepartureDto[]) => {
      setDepartures((list) => list.map((d) => updated.find((u) => u.id === d.id) ?? d));
      setCopying(null);
      void queryClient.invalidateQueries({ queryKey: catalogKeys.tourLists });
    },
    [queryClient],
  );

  const remove = useCallback(
    async (d: DepartureDto) => {
      const name = `${formatDate(d.start_date)} – ${formatDate(d.end_date)}`;
      const ok = await deleteRecord(() => catalogClient.deleteDeparture(tourId, d.id), {
        invalidate: [catalogKeys.tourLists],
        name,
      });
      if (ok) setDepartures((list) => list.filter((x) => x.id !== d.id));
    },
    [deleteRecord, formatDate, tourId],
  );

  // The rooming list and the readiness board open for staff with their permission only.
  const canRooming = useCan("rooming");
  const canDocuments = useCan("documents");
  const canOperations = useCan("departures");
  const columns = useMemo<ColumnDef<DepartureDto>[]>(
    () => [
      recordColumn(
        "dates",
        () => t("departure.dates"),
        (dep) => (
          <>
            <span className="font-medium text-slate-900 sm:whitespace-nowrap">
              {formatDate(dep.start_date)} – {formatDate(dep.end_date)}
            </span>
            {/* Phones: price, seats and state under the dates. */}
            <span className="mt-1 block text-xs text-slate-600 md:hidden">
              {t("fares.from", { price: format(dep.price) })} · {dep.capacity} {t("fields.capacity").toLowerCase()}
              {/* The seats-left column gives its room to the row's actions on phones. */}
              <span className="sm:hidden">
                {" · "}
                {t("departure.seats_left", { count: dep.seats_left })}
                {dep.full_booked ? (
                  <span className="ml-2">
                    <Badge tone="red">{t("departure.full_booked")}</Badge>
                  </span>
                ) : null}
              </span>
              {dep.is_open ? null : (
                <span className="ml-2">
                  <Badge tone="amber">{t("departure.closed")}</Badge>
                </span>
              )}
            </span>
          </>
        ),
        { rowHeader: true, className: "whitespace-normal" },
      ),
      recordColumn(
        "capacity",
        () => t("fields.capacity"),
        (dep) => <span className="tabular-nums">{dep.capacity}</span>,
        { className: "hidden md:table-cell" },
      ),
      recordColumn(
        "seats_left",
        () => t("departure.seats_left_column"),
        (dep) => (
          <span className="flex items-center gap-2 tabular-nums" data-testid="departure-seats-left">
            {dep.seats_left}
            {dep.full_booked ? (
              <Badge tone="red" testId="departure-full">
                {t("departure.full_booked")}
              </Badge>
            ) : null}
          </span>
        ),
        { className: "hidden sm:table-cell" },
      ),
      recordColumn(
        "price",
        () => t("fields.price"),
        (dep) => (
          <span className="whitespace-nowrap tabular-nums">
            {dep.fares.length > 0 ? t("fares.from", { price: format(dep.price) }) : "–"}
            <span className="block text-xs text-slate-600" data-testid="departure-rooms-on-sale">
              {t("fares.room_types_on_sale", { count: dep.fares.length })}
            </span>
          </span>
        ),
        { className: "hidden md:table-cell" },
      ),
      recordColumn(
        "state",
        () => t("departure.state"),
        (dep) =>
          dep.is_open ? (
            <Badge tone={dep.bookable ? "green" : "slate"}>
              {dep.bookable ? t("departure.open") : t("departure.not_bookable")}
            </Badge>
          ) : (
            <Badge tone="amber">{t("departure.closed")}</Badge>
          ),
        { className: "hidden md:table-cell" },
      ),
      recordColumn(
        "actions",
        () => <span className="sr-only">{t("ui.actions")}</span>,
        (dep) => {
          const name = `${formatDate(dep.start_date)} – ${formatDate(dep.end_date)}`;
          return (
            <RowActions
              name={name}
              onDelete={() => void remove(dep)}
              extra={
                <>
                  {canRooming ? (
                    <RowAction
                      icon={BedDouble}
                      title={t("departure.rooming")}
                      label={t("departure.rooming_named", { name })}
                      to={`/panel/tour/${tourId}/time/${dep.id}/rooming`}
                      testId="departure-rooming"
                    />
                  ) : null}
                  {/* Departure operations (decision 081): a URL only, the catalogue does not import it. */}
                  {canOperations ? (
                    <RowAction
                      icon={Plane}
                      title={t("operations:open")}
                      label={t("operations:open_named", { name })}
                      to={`/panel/tour/${tourId}/time/${dep.id}/travel`}
                      testId="departure-operations"
                    />
                  ) : null}
                  {/* The readiness board (document module): a URL only, the catalogue does not import it. */}
                  {canDocuments ? (
                    <RowAction
                      icon={ClipboardCheck}
                      title={t("readiness:open_board")}
                      label={t("readiness:open_board_named", { name })}
                      to={`/panel/tour/${tourId}/time/${dep.id}/documents`}
                      testId="departure-documents"
                    />
                  ) : null}
                  <RowAction
                    icon={Copy}
                    title={t("fares.copy")}
                    label={t("fares.copy_named", { name })}
                    onClick={() => setCopying(dep)}
                    testId="departure-copy-fares"
                  />
                  <RowAction
                    icon={Pencil}
                    title={t("ui.edit")}
                    label={t("ui.edit_named", { name })}
                    onClick={() => setEditing(dep)}
                    testId="departure-edit"
                  />
                </>
              }
            />
          );
        },
        { className: "w-px" },
      ),
    ],
    [t, format, formatDate, remove, tourId, canRooming, canDocuments, canOperations],
  );

  return (
    <FormSection
      title={t("departure.title")}
      description={t("departure.intro")}
      testId="departures"
      actions={
        <ActionButton
          look="primary"
          icon={CalendarPlus}
          large
          onClick={() => setEditing("new")}
          data-testid="departure-add"
        >
          {t("departure.add")}
        </ActionButton>
      }
    >
      {noRoomOnSale ? (
        <p
          role="status"
          className="mb-4 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="no-room-on-sale"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t("fares.no_room_on_sale")}
        </p>
      ) : null}
      <DataTable
        data={departures}
        columns={columns}
        caption={t("departure.title")}
        loading={false}
        getRowId={(d) => String(d.id)}
        testId="departure-table"
        empty={
          <EmptyState
            icon={<CalendarDays aria-hidden className="size-6" />}
            title={t("departure.empty")}
            text={t("departure.empty_hint")}
          />
        }
      />
      <FormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === "new" ? t("departure.add") : t("departure.edit")}
        description={t("departure.dialog_intro", { price: format(basePrice) })}
        testId="departure-dialog"
      >
        {editing !== null ? (
          <DepartureEditor
            tourId={tourId}
            record={editing === "new" ? undefined : editing}
            defaultCapacity={defaultCapacity}
            basePrice={basePrice}
            roomTypes={roomTypes}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </FormDialog>
      <FormDialog
        open={copying !== null}
        onOpenChange={(open) => !open && setCopying(null)}
        title={t("fares.copy")}
        testId="copy-fares-dialog"
      >
        {copying ? (
          <CopyFaresForm
            tourId={tourId}
            source={copying}
            departures={departures}
            onCopied={copied}
            onCancel={() => setCopying(null)}
          />
        ) : null}
      </FormDialog>
    </FormSection>
  );
}

function DepartureEditor({
  tourId,
  record,
  defaultCapacity,
  basePrice,
  roomTypes,
  onSaved,
  onCancel,
}: {
  tourId: number;
  record?: DepartureDto;
  defaultCapacity: number;
  basePrice: number;
  roomTypes: GridRoomType[];
  onSaved: (d: DepartureDto) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("catalog_admin");
  const money = useSiteMoney();
  const { fromField, toField } = money;
  const confirmUpdate = useConfirmUpdate();
  const schema = useMemo(
    () =>
      z
        .object({
          start_date: z.string(),
          end_date: z.string(),
          capacity: z.string(),
          price_override: z.string(),
          is_open: z.boolean(),
          grid: z.array(fareRowSchema),
          child_no_bed_price: z.string(),
          infant_price: z.string(),
          below_reference_reason: z.string(),
        })
        .superRefine((v, ctx) => checkFareRows(v.grid, money, ctx))
        .transform(
          (v): DepartureInput => ({
            start_date: optionalText(v.start_date) as string,
            end_date: optionalText(v.end_date) as string,
            capacity: numberField(v.capacity),
            price_override: fromField(v.price_override) ?? null,
            is_open: v.is_open,
            // The whole grid is sent: a row left empty stops being sold.
            fares: faresOf(v.grid, money),
            child_no_bed_price: fromField(v.child_no_bed_price) ?? null,
            infant_price: fromField(v.infant_price) ?? null,
            // Sent only once the server asked for it and it is filled in.
            ...(optionalText(v.below_reference_reason)
              ? { below_reference_reason: optionalText(v.below_reference_reason) }
              : {}),
          }),
        )
        .pipe(departureInput),
    [fromField, money],
  );
  const form = useContractForm(schema, {
    defaultValues: record
      ? {
          start_date: record.start_date.slice(0, 10),
          end_date: record.end_date.slice(0, 10),
          capacity: String(record.capacity),
          price_override: toField(record.price_override),
          is_open: record.is_open,
          grid: fareRows(roomTypes, record.fares, "", money),
          child_no_bed_price: toField(record.child_no_bed_price),
          infant_price: toField(record.infant_price),
          below_reference_reason: "",
        }
      : {
          start_date: "",
          end_date: "",
          capacity: String(defaultCapacity),
          price_override: "",
          is_open: true,
          // A new departure starts with every room type at the base price.
          grid: fareRows(roomTypes, undefined, toField(basePrice), money),
          child_no_bed_price: "",
          infant_price: "",
          below_reference_reason: "",
        },
  });
  const { isSubmitting } = form.formState;
  // A fare lowering a published umrah package below the ministry's reference price: the server
  // asks a reason (decision 085), as the package's publish section does; the field shows then.
  const [reasonAsked, setReasonAsked] = useState(false);

  const submit = form.handleSubmit(async (input) => {
    if (record && !(await confirmUpdate())) return;
    try {
      const res = await catalogClient.saveDeparture(tourId, record?.id, input);
      toast.success(res.message);
      onSaved(res.data);
    } catch (err) {
      if (err instanceof ApiError && err.body.errors) {
        if (err.body.errors.below_reference_reason) setReasonAsked(true);
        err.body.errors = gridErrors(err.body.errors, form.getValues("grid"), money);
      }
      handleWriteError(err, t("ui.unavailable"), form);
    }
  });

  return (
    <DialogForm testId="departure" onSubmit={submit} saving={isSubmitting} onCancel={onCancel}>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          form={form}
          name="start_date"
          label={t("departure.start")}
          required
          type="date"
          data-testid="departure-start"
        />
        <InputField
          form={form}
          name="end_date"
          label={t("departure.end")}
          required
          type="date"
          data-testid="departure-end"
        />
        <NumberField
          form={form}
          name="capacity"
          label={t("fields.capacity")}
          hint={t("departure.capacity_hint", { capacity: defaultCapacity })}
          min={0}
          data-testid="departure-capacity"
        />
        <MoneyField
          form={form}
          name="price_override"
          label={t("departure.price_override")}
          optional
          testId="departure-price"
        />
      </div>
      <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3">
        <input
          type="checkbox"
          {...form.register("is_open")}
          className="mt-0.5 size-5 accent-brand-700"
          data-testid="departure-open"
        />
        <span>
          <span className="block font-medium text-slate-900">{t("departure.is_open")}</span>
          <span className="block text-sm text-slate-600">{t("departure.is_open_help")}</span>
        </span>
      </label>
      {record ? (
        <p className="text-sm text-slate-600">
          {t("departure.booked_seats", { count: Math.max(0, record.capacity - record.seats_left) })}
        </p>
      ) : null}
      <FareGrid form={form} roomTypes={roomTypes} fares={record?.fares} />
      {reasonAsked ? (
        <div
          className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3"
          data-testid="departure-below-reference"
        >
          <TextareaField
            form={form}
            name="below_reference_reason"
            label={t("fields.below_reference_reason")}
            required
            rows={2}
            maxLength={1000}
            data-testid="departure-below-reference-reason"
          />
        </div>
      ) : null}
    </DialogForm>
  );
}
